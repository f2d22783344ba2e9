/** better-auth's cookies under Haat's prefix (auth.ts); on https each has the __Secure- prefix. */
const SESSION_COOKIES = ['haat.session_token', 'haat.session_data', 'haat.dont_remember'];

/** Set-Cookie values that make the browser forget its session (its rows are gone already, as after an erasure). */
export function expiredSessionCookies(secure: boolean): string[] {
  return SESSION_COOKIES.map(
    (name) =>
      `${secure ? `__Secure-${name}` : name}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`,
  );
}
