import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import {
  bioSchema,
  type PublicStore,
  type StoreProfileUpdate,
  storeProfileUpdateSchema,
} from '#shared/contracts/stores.ts';
import { AvatarPicker } from '#web/components/avatar-picker.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Field } from '#web/components/ui/field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { applyServerErrors } from '#web/lib/form-errors.ts';
import { failureToast, toast } from '#web/lib/toast.ts';
import { useUpdateStoreProfile, useUploadStoreAvatar } from '../api/store-admin.ts';
import { CharacterCount, describedWith } from './character-count.tsx';
import { StoreAdminPage } from './store-admin-page.tsx';
import { TextArea } from './text-area.tsx';

const BIO_MAX = bioSchema.maxLength ?? 280;

// The shared update schema with every field present: the form always holds both.
const formSchema = z.object({
  displayName: storeProfileUpdateSchema.shape.displayName.unwrap(),
  bio: bioSchema,
});
type ProfileForm = z.input<typeof formSchema>;

/** The store photo, saved as soon as it is chosen. */
function StorePhoto({ store }: { store: PublicStore }) {
  const { t } = useLingui();
  const upload = useUploadStoreAvatar();
  const [error, setError] = useState<string | undefined>();
  const choose = async (file: File | null, problem?: string) => {
    setError(problem);
    if (!file) return;
    try {
      await upload.mutateAsync(file);
      const handle = store.handle;
      toast({ title: t`Photo saved`, description: t`@${handle} shows the new photo.` });
    } catch (caught) {
      failureToast(t`Your photo was not saved`, caught);
    }
  };
  return (
    <div
      className="rounded-card border border-border bg-surface/70 p-5 shadow-card sm:p-6"
      aria-busy={upload.isPending}
    >
      <p className="mb-3 text-sm font-medium">
        <Trans>Store photo</Trans>
      </p>
      <AvatarPicker
        file={upload.isPending ? upload.variables : null}
        fallback={store.displayName}
        currentUrl={store.avatarUrl}
        onChange={(file, problem) => void choose(file, problem)}
      />
      {upload.isPending ? (
        <p className="mt-2 text-sm text-text-secondary">
          <Trans>Uploading…</Trans>
        </p>
      ) : null}
      <FormAlert className="mt-2">{error}</FormAlert>
    </div>
  );
}

function ProfileDetails({ store }: { store: PublicStore }) {
  const { t } = useLingui();
  const countId = useId();
  const save = useUpdateStoreProfile();
  const form = useForm<ProfileForm>({
    resolver: zodResolver(formSchema),
    defaultValues: { displayName: store.displayName, bio: store.bio },
  });
  const { errors, isSubmitting } = form.formState;
  const bio = useWatch({ control: form.control, name: 'bio' }) ?? '';

  const submit = form.handleSubmit(async (values) => {
    const changes: StoreProfileUpdate = {};
    if (values.displayName !== store.displayName) changes.displayName = values.displayName;
    if (values.bio !== store.bio) changes.bio = values.bio;
    if (Object.keys(changes).length === 0) {
      toast({ title: t`Nothing to save`, description: t`Your profile already reads like this.` });
      return;
    }
    try {
      const updated = await save.mutateAsync(changes);
      form.reset({ displayName: updated.displayName, bio: updated.bio });
      const handle = updated.handle;
      toast({ title: t`Profile saved`, description: t`Buyers see the changes on @${handle}.` });
    } catch (error) {
      applyServerErrors(form, error);
      failureToast(t`Your profile was not saved`, error);
    }
  });

  return (
    <form
      onSubmit={submit}
      noValidate
      className="space-y-5 rounded-card border border-border bg-surface/70 p-5 shadow-card sm:p-6"
    >
      <Field label={t`Display name`} error={errors.displayName?.message} hint={t`The name at the top of your store.`}>
        {(control) => <Input {...control} autoComplete="name" {...form.register('displayName')} />}
      </Field>
      <Field label={t`Bio`} error={errors.bio?.message} hint={t`A line or two about you and what you pick.`}>
        {(control) => (
          <>
            <TextArea
              {...control}
              aria-describedby={describedWith(control['aria-describedby'], countId)}
              rows={4}
              {...form.register('bio')}
            />
            <CharacterCount id={countId} value={bio} max={BIO_MAX} />
          </>
        )}
      </Field>
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? t`Saving…` : t`Save profile`}
      </Button>
    </form>
  );
}

/** /creator-profile: who buyers see at the top of the store. */
export function CreatorProfileScreen() {
  const { t } = useLingui();
  return (
    <StoreAdminPage
      title={t`Your public profile`}
      subtitle={t`Your name, photo and bio, as buyers see them on your store.`}
    >
      {(store) => (
        <div className="space-y-6">
          <StorePhoto store={store} />
          <ProfileDetails store={store} />
        </div>
      )}
    </StoreAdminPage>
  );
}
