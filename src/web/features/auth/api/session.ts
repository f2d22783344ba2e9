import { queryOptions } from '@tanstack/react-query';
import type { Session } from '#shared/contracts/auth.ts';
import { sessionRoute } from '#shared/endpoints/auth-paths.ts';
import type { authEndpoints } from '#shared/endpoints/auth.ts';
import type { EndpointInput } from '#shared/endpoints/define.ts';
import { callRoute } from '#web/lib/call-endpoint.ts';

export const authKeys = {
  session: ['auth', 'session'] as const,
};

/** The session as JSON carries it: the expiry is a string until it is read. */
type SessionJson = {
  session: Omit<NonNullable<Session>['session'], 'expiresAt'> & { expiresAt: string };
  user: NonNullable<Session>['user'];
} | null;

/**
 * The current session, or null when signed out. Every page asks for it first, so it is read by
 * its type rather than parsed with the contract's schema, which would bring zod onto the first load.
 * `refresh` skips the cookie cache, so the server reads, and extends, the stored session.
 */
export async function fetchSession(options: { signal?: AbortSignal; refresh?: boolean } = {}): Promise<Session> {
  const input: EndpointInput<typeof authEndpoints.session> = options.refresh
    ? { query: { disableCookieCache: 'true' } }
    : {};
  const json = (await callRoute<typeof authEndpoints.session>(
    sessionRoute,
    input,
    options.signal ? { signal: options.signal } : {},
  )) as unknown as SessionJson;
  return json && { ...json, session: { ...json.session, expiresAt: new Date(json.session.expiresAt) } };
}

export const sessionQueryOptions = queryOptions({
  queryKey: authKeys.session,
  queryFn: ({ signal }) => fetchSession({ signal }),
  staleTime: 30_000,
});
