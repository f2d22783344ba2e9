import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { type CreatorOnboarding, creatorOnboardingSchema } from '#shared/contracts/onboarding.ts';
import { handleSchema } from '#shared/contracts/profiles.ts';
import { Field } from '#web/components/ui/field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { applyServerErrors, fieldRefusal } from '#web/lib/form-errors.ts';
import { failureToast, toast } from '#web/lib/toast.ts';
import { AvatarPicker } from '#web/components/avatar-picker.tsx';
import * as queryKeys from '#web/lib/query-keys.ts';
import { useAvailability } from '#web/features/profiles/public.ts';
import { openCreatorStore, uploadStoreAvatar } from '../api/onboarding.ts';
import { OnboardingShell, OnboardingSubmit } from './onboarding-shell.tsx';
import { PublicAddressField } from './public-address-field.tsx';

/** /creator/start and /creator-onboarding: pick a handle and open the store at /@handle. */
export function CreatorOnboardingScreen({ displayName }: { displayName: string }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const form = useForm<CreatorOnboarding>({
    resolver: zodResolver(creatorOnboardingSchema),
    defaultValues: { handle: '', displayName, bio: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const handle = useWatch({ control: form.control, name: 'handle' }) ?? '';
  const availability = useAvailability('handle', handle, handleSchema);
  const newHandle = handle.trim().toLowerCase();
  const [avatar, setAvatar] = useState<File | null>(null);
  const [avatarError, setAvatarError] = useState<string | undefined>();
  const name = useWatch({ control: form.control, name: 'displayName' }) ?? '';

  const submit = form.handleSubmit(async (values) => {
    try {
      const store = await openCreatorStore(values);
      let photoRefusal: string | undefined;
      if (avatar) {
        // The store is open either way; a refused photo is explained at the photo field of /edit-profile.
        await uploadStoreAvatar(avatar).catch((error: unknown) => {
          photoRefusal = fieldRefusal(error, 'avatar');
          failureToast(t`Your photo was not saved`, error);
        });
      }
      await queryClient.invalidateQueries({ queryKey: queryKeys.me });
      const storeHandle = store.handle;
      toast({ title: t`Your store is live`, description: t`Buyers can now visit /@${storeHandle}` });
      if (photoRefusal) void navigate('/edit-profile', { replace: true, state: { photoRefusal } });
      else void navigate('/my-store', { replace: true });
    } catch (error) {
      applyServerErrors(form, error);
      failureToast(t`Could not open your store`, error);
    }
  });

  return (
    <OnboardingShell
      step={t`Creator setup`}
      title={t`Start your store`}
      intro={t`Pick the handle buyers will know you by. Your store opens at /@handle right away.`}
    >
      <form onSubmit={submit} noValidate className="space-y-5">
        <PublicAddressField
          label={t`Your handle`}
          prefix="@"
          error={errors.handle?.message}
          availability={availability}
          available={t`/@${newHandle} is yours to take`}
          className="pl-8"
          autoCorrect="off"
          {...form.register('handle')}
        />
        <div>
          <p className="mb-2 text-sm font-medium">
            <Trans>Store photo</Trans>
          </p>
          <AvatarPicker
            file={avatar}
            fallback={name}
            onChange={(file, error) => {
              setAvatar(file);
              setAvatarError(error);
            }}
          />
          {avatarError ? <p className="mt-2 text-sm text-red-300">{avatarError}</p> : null}
        </div>
        <Field label={t`Display name`} error={errors.displayName?.message}>
          {(control) => <Input {...control} autoComplete="name" {...form.register('displayName')} />}
        </Field>
        <Field
          label={t`Bio`}
          error={errors.bio?.message}
          hint={t`A line or two for your store's header (optional, up to 280 characters).`}
        >
          {(control) => (
            <textarea
              {...control}
              rows={3}
              className="w-full rounded-button border border-border bg-background/60 px-3.5 py-2.5 text-base text-text placeholder:text-text-secondary/70 focus-visible:border-primary focus-visible:outline-2 focus-visible:outline-primary/60"
              {...form.register('bio')}
            />
          )}
        </Field>
        <OnboardingSubmit
          submitting={isSubmitting}
          availability={availability}
          busyLabel={t`Opening your store…`}
          label={t`Open my store`}
        />
      </form>
    </OnboardingShell>
  );
}
