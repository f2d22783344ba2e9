import { type CreatorOnboarding, type ResaleTerms, type SellerOnboarding } from '#shared/contracts/onboarding.ts';
import { publicStoreSchema } from '#shared/contracts/stores.ts';
import { apiRequest } from '#web/lib/api-client.ts';

export const openCreatorStore = (input: CreatorOnboarding) =>
  apiRequest<{ id: string; handle: string }>('/api/onboarding/creator', { method: 'POST', body: input });

export const openSellerAccount = (input: SellerOnboarding) =>
  apiRequest<{ id: string; slug: string }>('/api/onboarding/seller', { method: 'POST', body: input });

export const saveResaleTerms = (terms: ResaleTerms) =>
  apiRequest<void>('/api/onboarding/seller/terms', { method: 'PUT', body: terms });

export function uploadStoreAvatar(file: File) {
  const form = new FormData();
  form.set('avatar', file);
  return apiRequest('/api/me/store/avatar', { method: 'POST', body: form }, publicStoreSchema);
}
