import { queryOptions } from '@tanstack/react-query';
import type { FileGrievance } from '#shared/contracts/grievances.ts';
import { grievanceEndpoints } from '#shared/endpoints/grievances.ts';
import { callEndpoint } from '#web/lib/call-endpoint.ts';

export const grievanceKeys = {
  all: ['grievances'] as const,
  mine: ['grievances', 'mine'] as const,
  queue: (status: 'open' | 'resolved') => ['grievances', 'queue', status] as const,
  report: (month: string) => ['grievances', 'report', month] as const,
};

export const fileGrievance = (complaint: FileGrievance) => callEndpoint(grievanceEndpoints.file, { body: complaint });

export const myGrievancesQueryOptions = queryOptions({
  queryKey: grievanceKeys.mine,
  queryFn: ({ signal }) => callEndpoint(grievanceEndpoints.mine, {}, { signal }),
});

export const grievanceQueueQueryOptions = (status: 'open' | 'resolved') =>
  queryOptions({
    queryKey: grievanceKeys.queue(status),
    queryFn: ({ signal }) => callEndpoint(grievanceEndpoints.queue, { query: { status } }, { signal }),
  });

export const grievanceReportQueryOptions = (month: string) =>
  queryOptions({
    queryKey: grievanceKeys.report(month),
    queryFn: ({ signal }) => callEndpoint(grievanceEndpoints.report, { query: { month } }, { signal }),
  });

export const acknowledgeGrievance = (id: string) => callEndpoint(grievanceEndpoints.acknowledge, { params: { id } });

export const resolveGrievance = (id: string, resolution: string) =>
  callEndpoint(grievanceEndpoints.resolve, { params: { id }, body: { resolution } });
