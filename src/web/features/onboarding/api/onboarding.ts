import type { CreatorOnboarding, ResaleTerms, SellerOnboarding } from '#shared/contracts/onboarding.ts';
import { onboardingEndpoints } from '#shared/endpoints/onboarding.ts';
import { storeEndpoints } from '#shared/endpoints/stores.ts';
import { callEndpoint } from '#web/lib/call-endpoint.ts';

export const openCreatorStore = (input: CreatorOnboarding) =>
  callEndpoint(onboardingEndpoints.creator, { body: input });

export const openSellerAccount = (input: SellerOnboarding) => callEndpoint(onboardingEndpoints.seller, { body: input });

export const saveResaleTerms = (terms: ResaleTerms) => callEndpoint(onboardingEndpoints.terms, { body: terms });

export function uploadStoreAvatar(file: File) {
  const form = new FormData();
  form.set('avatar', file);
  return callEndpoint(storeEndpoints.uploadAvatar, { body: form });
}
