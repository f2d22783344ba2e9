import { useQuery } from '@tanstack/react-query';
import type { Profile } from '#shared/contracts/profiles.ts';
import { sessionQueryOptions } from './api/session.ts';

export function useSession() {
  return useQuery(sessionQueryOptions);
}

/** Only same-site paths are followed after sign-in, never another origin. */
export function safeNextPath(next: string | null): string | null {
  return next && next.startsWith('/') && !next.startsWith('//') ? next : null;
}

/** Where a signed-in user goes: back where they were, else on with their role. */
export function destinationAfterSignIn(profile: Profile, next: string | null): string {
  const back = safeNextPath(next);
  if (back) return back;
  switch (profile.roleIntent) {
    case 'creator':
      return profile.haatHandle ? '/my-store' : '/creator/start';
    case 'merchant':
      return profile.seller ? '/dashboard' : '/merchant/onboard';
    case 'buyer':
      return '/shop';
    default:
      return '/role-select';
  }
}
