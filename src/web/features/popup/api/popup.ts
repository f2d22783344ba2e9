import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { productFeedbackSchema, questionSchema } from '#shared/contracts/catalog.ts';
import { storeStatsSchema } from '#shared/contracts/stores.ts';
import { apiRequest } from '#web/lib/api-client.ts';

export const storeStatsQueryOptions = (storeId: string) =>
  queryOptions({
    queryKey: ['stores', 'stats', storeId],
    queryFn: ({ signal }) =>
      apiRequest(`/api/stores/${encodeURIComponent(storeId)}/stats`, { signal }, storeStatsSchema),
  });

export const productFeedbackQueryOptions = (productId: string) =>
  queryOptions({
    queryKey: ['products', 'feedback', productId],
    queryFn: ({ signal }) =>
      apiRequest(`/api/products/${encodeURIComponent(productId)}/feedback`, { signal }, productFeedbackSchema),
  });

const followSchema = z.object({ following: z.boolean(), followers: z.number().int() });

export const setFollowing = (storeId: string, following: boolean) =>
  apiRequest(
    `/api/stores/${encodeURIComponent(storeId)}/follow`,
    { method: following ? 'PUT' : 'DELETE' },
    followSchema,
  );

export const askQuestion = (productId: string, question: string) =>
  apiRequest(
    `/api/products/${encodeURIComponent(productId)}/questions`,
    { method: 'POST', body: { question } },
    questionSchema,
  );
