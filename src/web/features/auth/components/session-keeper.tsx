import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import type { Profile } from '#shared/contracts/profiles.ts';
import * as queryKeys from '#web/lib/query-keys.ts';
import { fetchSession, sessionQueryOptions } from '../api/session.ts';
import { startSessionKeeper } from '../session-keeper.ts';
import { useSession } from '../use-auth.ts';

/** Keeps the signed-in session fresh (spec §9) and sends the user to sign in when it is gone. */
export function SessionKeeper() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const signedIn = Boolean(useSession().data);

  useEffect(() => {
    if (!signedIn) return;
    return startSessionKeeper({
      current: () => queryClient.getQueryData(sessionQueryOptions.queryKey) ?? null,
      check: () => fetchSession(),
      refresh: () => fetchSession({ refresh: true }),
      onSession: (session) => queryClient.setQueryData(sessionQueryOptions.queryKey, session),
      onRevoked: () => {
        const profile = queryClient.getQueryData<Profile>(queryKeys.me);
        queryClient.clear();
        queryClient.setQueryData(sessionQueryOptions.queryKey, null);
        const signInPath = profile?.roleIntent === 'merchant' ? '/seller-auth' : '/auth';
        const here = `${window.location.pathname}${window.location.search}`;
        void navigate(`${signInPath}?next=${encodeURIComponent(here)}`, { replace: true });
      },
    });
  }, [signedIn, queryClient, navigate]);

  return null;
}
