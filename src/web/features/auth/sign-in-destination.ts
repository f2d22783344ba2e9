import type { Profile } from '#shared/contracts/profiles.ts';

/*
 * Where a sign-in leads. Apart from use-auth.ts, which every page loads with the app: only the sign-in screens need
 * this, and the store's first load has a budget (decision 030).
 */

/** Where signing in happens: going back there after signing in would only ask again. */
const signInScreens = new Set(['/auth', '/seller-auth']);

/**
 * Only a path of this site is followed after sign-in, never another origin: one leading `/` and no backslash,
 * whitespace or control character (a browser reads `/\evil.example` as `//evil.example`, and the router refuses
 * to go there with an error), which stays on this origin once resolved. Anything else is null.
 */
export function safeNextPath(next: string | null): string | null {
  if (!next || !next.startsWith('/') || next.startsWith('//')) return null;
  // oxlint-disable-next-line no-control-regex -- finding control characters is the point
  if (/[\\\s\u0000-\u001f\u007f]/.test(next)) return null;
  const base = 'https://haat.invalid';
  let url: URL;
  try {
    url = new URL(next, base);
  } catch {
    return null;
  }
  if (url.origin !== base || signInScreens.has(url.pathname)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Where a signed-in user goes: back where they were, else on with their role (an operator to the console). */
export function destinationAfterSignIn(profile: Profile, next: string | null): string {
  const back = safeNextPath(next);
  if (back) return back;
  if (profile.operator) return '/ops';
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
