import { queryOptions } from '@tanstack/react-query';
import type { grievanceEndpoints } from '#shared/endpoints/grievances.ts';
import { operatorRoute } from '#shared/endpoints/grievances-paths.ts';
import { callRoute } from '#web/lib/call-endpoint.ts';

/** Who runs this Haat (the footer of every page: zod-free, decision 028). Configuration: read once a visit. */
export const operatorQueryOptions = queryOptions({
  queryKey: ['grievances', 'operator'] as const,
  queryFn: ({ signal }) => callRoute<typeof grievanceEndpoints.operator>(operatorRoute, undefined, { signal }),
  staleTime: Number.POSITIVE_INFINITY,
});
