import { useLingui, Trans } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { AvatarPicker } from '#web/components/avatar-picker.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { fieldRefusal } from '#web/lib/form-errors.ts';
import { failureToast, toast } from '#web/lib/toast.ts';
import { uploadStoreAvatar } from '#web/features/onboarding/public.ts';
import { storeByHandleQueryOptions, storeKeys } from '#web/features/stores/public.ts';

/** The store photo, saved as soon as it is chosen. A photo refused during onboarding arrives with its reason. */
export function StorePhoto({ handle, name }: { handle: string; name: string }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const store = useQuery(storeByHandleQueryOptions(handle));
  const location = useLocation();
  const [error, setError] = useState<string | undefined>(
    (location.state as { photoRefusal?: string } | null)?.photoRefusal,
  );
  const [saving, setSaving] = useState(false);
  const choose = async (file: File | null, problem?: string) => {
    setError(problem);
    if (!file) return;
    setSaving(true);
    try {
      const updated = await uploadStoreAvatar(file);
      queryClient.setQueryData(storeKeys.byHandle(handle), updated);
      toast({ title: t`Photo saved`, description: t`Your store shows the new photo.` });
    } catch (uploadError) {
      // Said at the photo, where the next one is chosen; the toast says it was not saved.
      setError(fieldRefusal(uploadError, 'avatar'));
      failureToast(t`Your photo was not saved`, uploadError);
    } finally {
      setSaving(false);
    }
  };
  return (
    <div className="rounded-card border border-border bg-surface/70 p-5 shadow-card sm:p-6" aria-busy={saving}>
      <p className="mb-3 text-sm font-medium">
        <Trans>Store photo</Trans>
      </p>
      <AvatarPicker
        file={null}
        fallback={name}
        currentUrl={store.data?.avatarUrl ?? null}
        onChange={(file, problem) => void choose(file, problem)}
      />
      <FormAlert className="mt-2">{error}</FormAlert>
    </div>
  );
}
