import { useQuery } from '@tanstack/react-query';
import { useDeferredValue } from 'react';
import type { z } from 'zod';
import type { Availability } from '#web/components/availability-hint.tsx';
import { apiRequest } from '#web/lib/api-client.ts';

/**
 * Live availability of a handle or address as the user types: checked locally
 * against the contract first, then on the server once typing settles.
 */
export function useAvailability(kind: 'handle' | 'slug', value: string, schema: z.ZodType<string>): Availability {
  const deferred = useDeferredValue(value.trim().toLowerCase());
  const local = schema.safeParse(deferred);
  const path =
    kind === 'handle'
      ? `/api/handles/${encodeURIComponent(deferred)}`
      : `/api/sellers/slugs/${encodeURIComponent(deferred)}`;
  const query = useQuery({
    queryKey: ['availability', kind, deferred],
    queryFn: ({ signal }) => apiRequest<{ available: boolean; reason?: string }>(path, { signal }),
    enabled: local.success,
    staleTime: 5_000,
  });
  if (!deferred) return { state: 'idle' };
  if (!local.success) return { state: 'unavailable', reason: local.error.issues[0]?.message ?? 'Not valid.' };
  if (query.isPending || deferred !== value.trim().toLowerCase()) return { state: 'checking' };
  if (query.data?.available) return { state: 'available' };
  return { state: 'unavailable', reason: query.data?.reason ?? 'Not available.' };
}
