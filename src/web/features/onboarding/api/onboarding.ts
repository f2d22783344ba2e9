import { queryOptions } from '@tanstack/react-query';
import type { CreatorOnboarding, ResaleTerms, SellerCare, SellerOnboarding } from '#shared/contracts/onboarding.ts';
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

export const sellerCareKey = ['onboarding', 'seller-care'] as const;

export const sellerCareQueryOptions = queryOptions({
  queryKey: sellerCareKey,
  queryFn: ({ signal }) => callEndpoint(onboardingEndpoints.care, {}, { signal }),
});

export const saveSellerCare = (care: SellerCare) => callEndpoint(onboardingEndpoints.setCare, { body: care });
