import { queryOptions } from '@tanstack/react-query';
import { adListSchema } from '#shared/contracts/ai.ts';
import { apiRequest } from '#web/lib/api-client.ts';

export const adsQueryOptions = queryOptions({
  queryKey: ['ai-manager', 'ads'],
  queryFn: async () => (await apiRequest('/api/ads', {}, adListSchema)).ads,
  staleTime: 5 * 60_000,
});

/** Marks a stored notification read once it is opened in the panel. */
export function markNotificationRead(id: string): Promise<unknown> {
  return apiRequest(`/api/me/notifications/${encodeURIComponent(id)}/read`, { method: 'POST' });
}
