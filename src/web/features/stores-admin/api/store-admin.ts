import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { PublicStore, StoreContentUpdate, StoreProfileUpdate } from '#shared/contracts/stores.ts';
import type { Theme } from '#shared/contracts/stores-theme.ts';
import { storeEndpoints } from '#shared/endpoints/stores.ts';
import { callEndpoint } from '#web/lib/call-endpoint.ts';
import { uploadStoreAvatar } from '#web/features/onboarding/public.ts';
import { meQueryOptions } from '#web/features/profiles/public.ts';

/** The upload limit of POST /api/me/store/banner (the server's MAX_STORE_IMAGE_BYTES). */
export const MAX_BANNER_BYTES = 10 * 1024 * 1024;
export const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

// Not under 'stores': the public store queries are invalidated after every write, this one is set from the answer.
export const storeAdminKeys = { own: ['store-admin', 'own-store'] as const };

export const ownStoreQueryOptions = queryOptions({
  queryKey: storeAdminKeys.own,
  queryFn: ({ signal }) => callEndpoint(storeEndpoints.own, {}, { signal }),
});

export const updateStoreProfile = (changes: StoreProfileUpdate) =>
  callEndpoint(storeEndpoints.updateProfile, { body: changes });

export const updateStoreContent = (changes: StoreContentUpdate) =>
  callEndpoint(storeEndpoints.updateContent, { body: changes });

export const publishStoreTheme = (theme: Theme | null) =>
  callEndpoint(storeEndpoints.publishTheme, { body: { theme } });

export function uploadStoreBanner(file: File) {
  const form = new FormData();
  form.set('banner', file);
  return callEndpoint(storeEndpoints.uploadBanner, { body: form });
}

export const removeStoreBanner = () => callEndpoint(storeEndpoints.removeBanner);

/**
 * A write to the signed-in creator's store. Every write answers with the whole
 * store, which becomes the own-store data; the public store pages refetch.
 * Writes share one scope so they reach the server in the order they were made.
 */
function useStoreWrite<TInput>(write: (input: TInput) => Promise<PublicStore>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    scope: { id: 'own-store' },
    onSuccess: (store) => {
      const before = queryClient.getQueryData(ownStoreQueryOptions.queryKey);
      queryClient.setQueryData(ownStoreQueryOptions.queryKey, store);
      // Not awaited: the creator's toast should not wait for other screens' refetches.
      void queryClient.invalidateQueries({ queryKey: ['stores'] });
      if (before?.displayName !== store.displayName)
        void queryClient.invalidateQueries({ queryKey: meQueryOptions.queryKey });
    },
  });
}

export const useUpdateStoreProfile = () => useStoreWrite(updateStoreProfile);
export const useUpdateStoreContent = () => useStoreWrite(updateStoreContent);
export const usePublishStoreTheme = () => useStoreWrite(publishStoreTheme);
export const useUploadStoreBanner = () => useStoreWrite(uploadStoreBanner);
export const useRemoveStoreBanner = () => useStoreWrite<void>(removeStoreBanner);
export const useUploadStoreAvatar = () => useStoreWrite(uploadStoreAvatar);
