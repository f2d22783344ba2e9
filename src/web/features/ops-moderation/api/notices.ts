import { queryOptions } from '@tanstack/react-query';
import { moderationNoticeEndpoints } from '#shared/endpoints/ops.ts';
import { callEndpoint } from '#web/lib/call-endpoint.ts';

export const moderationKeys = { notices: ['moderation', 'notices'] as const };

/** What Haat has hidden or suspended of the signed-in user's, with the reasons. */
export const moderationNoticesQueryOptions = queryOptions({
  queryKey: moderationKeys.notices,
  queryFn: ({ signal }) => callEndpoint(moderationNoticeEndpoints.mine, {}, { signal }),
  staleTime: 60_000,
});
