import type { CreatorOnboarding, ResaleTerms, SellerOnboarding } from '#shared/contracts/onboarding.ts';
import { publicStoreSchema } from '#shared/contracts/stores.ts';
import { onboardingEndpoints } from '#shared/endpoints/onboarding.ts';
import { apiRequest, callEndpoint } from '#web/lib/api-client.ts';

export const openCreatorStore = (input: CreatorOnboarding) =>
  callEndpoint(onboardingEndpoints.creator, { body: input });

export const openSellerAccount = (input: SellerOnboarding) => callEndpoint(onboardingEndpoints.seller, { body: input });

export const saveResaleTerms = (terms: ResaleTerms) => callEndpoint(onboardingEndpoints.terms, { body: terms });

export function uploadStoreAvatar(file: File) {
  const form = new FormData();
  form.set('avatar', file);
  return apiRequest('/api/me/store/avatar', { method: 'POST', body: form }, publicStoreSchema);
}
