import { queryOptions } from '@tanstack/react-query';
import { type Session, sessionSchema } from '#shared/contracts/auth.ts';
import { apiRequest } from '#web/lib/api-client.ts';

export const authKeys = {
  session: ['auth', 'session'] as const,
};

/** The current session, or null when signed out. */
export function fetchSession(signal?: AbortSignal): Promise<Session> {
  return apiRequest('/api/auth/get-session', signal ? { signal } : {}, sessionSchema);
}

export const sessionQueryOptions = queryOptions({
  queryKey: authKeys.session,
  queryFn: ({ signal }) => fetchSession(signal),
  staleTime: 30_000,
});
