import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { ModerationInput } from '#shared/contracts/ops.ts';
import { opsEndpoints } from '#shared/endpoints/ops.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { callEndpoint } from '#web/lib/call-endpoint.ts';

export const opsKeys = {
  all: ['ops'] as const,
  me: ['ops', 'me'] as const,
  moderation: ['ops', 'moderation'] as const,
  search: (q: string) => ['ops', 'moderation', q] as const,
  audit: ['ops', 'audit'] as const,
};

/**
 * The signed-in operator, or null for anyone else: the server answers 403 to a non-operator, which is an answer
 * here, not a failure. (The console's look is cosmetic; every /api/ops call is checked on the server.)
 */
export const operatorQueryOptions = queryOptions({
  queryKey: opsKeys.me,
  queryFn: async ({ signal }) => {
    try {
      return await callEndpoint(opsEndpoints.me, {}, { signal });
    } catch (error) {
      if (error instanceof ApiError && error.status === 403) return null;
      throw error;
    }
  },
  retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
});

/** What matches the words (everything withheld, then the newest, without any), by kind, with its state. */
export const moderationSearchQueryOptions = (q: string) =>
  queryOptions({
    queryKey: opsKeys.search(q),
    queryFn: ({ signal }) => callEndpoint(opsEndpoints.search, { query: q ? { q } : {} }, { signal }),
  });

/** The audit log, newest first, a page at a time. */
export const auditLogQueryOptions = infiniteQueryOptions({
  queryKey: opsKeys.audit,
  queryFn: ({ pageParam, signal }) =>
    callEndpoint(opsEndpoints.audit, { query: pageParam ? { before: Number(pageParam) } : {} }, { signal }),
  initialPageParam: null as string | null,
  getNextPageParam: (page) => page.nextBefore,
});

export const moderate = (input: ModerationInput) => callEndpoint(opsEndpoints.moderate, { body: input });
