import { t } from '@lingui/core/macro';
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue } from 'react';
import type { z } from 'zod';
import type { Availability } from '#web/components/availability-hint.tsx';
import { onboardingEndpoints } from '#shared/endpoints/onboarding.ts';
import { profileEndpoints } from '#shared/endpoints/profiles.ts';
import { callEndpoint } from '#web/lib/call-endpoint.ts';

/**
 * Live availability of a handle or address as the user types: checked locally
 * against the contract first, then on the server once typing settles.
 */
export function useAvailability(kind: 'handle' | 'slug', value: string, schema: z.ZodType<string>): Availability {
  const deferred = useDeferredValue(value.trim().toLowerCase());
  const local = schema.safeParse(deferred);
  const query = useQuery({
    queryKey: ['availability', kind, deferred],
    queryFn: ({ signal }): Promise<{ available: boolean; reason?: string | undefined }> =>
      kind === 'handle'
        ? callEndpoint(profileEndpoints.handle, { params: { handle: deferred } }, { signal })
        : callEndpoint(onboardingEndpoints.slug, { params: { slug: deferred } }, { signal }),
    enabled: local.success,
    staleTime: 5_000,
  });
  if (!deferred) return { state: 'idle' };
  if (!local.success) return { state: 'unavailable', reason: local.error.issues[0]?.message ?? t`Not valid.` };
  if (query.isPending || deferred !== value.trim().toLowerCase()) return { state: 'checking' };
  if (query.data?.available) return { state: 'available' };
  return { state: 'unavailable', reason: query.data?.reason ?? t`Not available.` };
}
