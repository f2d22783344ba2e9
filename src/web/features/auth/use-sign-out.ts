import { t } from '@lingui/core/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { failureToast, toast } from '#web/lib/toast.ts';
import { signOut } from './api/sign-out.ts';
import { sessionQueryOptions } from './api/session.ts';

/** Signs out, forgets every answer of the account's and goes home. Apart from use-auth.ts, which every page loads. */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: signOut,
    onSuccess: () => {
      queryClient.clear();
      queryClient.setQueryData(sessionQueryOptions.queryKey, null);
      toast({ title: t`Signed out`, description: t`Come back soon!` });
      void navigate('/');
    },
    onError: (error) => failureToast(t`Sign out failed`, error),
  });
}
