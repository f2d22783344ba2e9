import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { displayNameSchema, handleSchema, type Profile } from '#shared/contracts/profiles.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Field } from '#web/components/ui/field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { applyServerErrors } from '#web/lib/form-errors.ts';
import { failureToast, toast } from '#web/lib/toast.ts';
import { AvailabilityHint } from '#web/components/availability-hint.tsx';
import { meQueryOptions, updateProfile } from '../api/profile.ts';
import { useAvailability } from '../use-availability.ts';

const formSchema = z.object({ displayName: displayNameSchema, haatHandle: z.union([z.literal(''), handleSchema]) });

function EditProfileForm({ profile }: { profile: Profile }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const form = useForm<z.input<typeof formSchema>>({
    resolver: zodResolver(formSchema),
    defaultValues: { displayName: profile.displayName, haatHandle: profile.haatHandle ?? '' },
  });
  const { errors, isSubmitting } = form.formState;
  const handle = useWatch({ control: form.control, name: 'haatHandle' }) ?? '';
  const newHandle = handle.trim().toLowerCase();
  const handleChanged = newHandle !== (profile.haatHandle ?? '');
  const availability = useAvailability('handle', handleChanged ? handle : '', handleSchema);

  const submit = form.handleSubmit(async (values) => {
    const changes: { displayName?: string; haatHandle?: string } = {};
    if (values.displayName !== profile.displayName) changes.displayName = values.displayName;
    if (values.haatHandle && handleChanged) changes.haatHandle = values.haatHandle;
    if (Object.keys(changes).length === 0) {
      void navigate('/account');
      return;
    }
    try {
      const updated = await updateProfile(changes);
      queryClient.setQueryData(meQueryOptions.queryKey, updated);
      toast({ title: t`Profile saved`, description: t`Your changes are live.` });
      void navigate('/account');
    } catch (error) {
      applyServerErrors(form, error);
      failureToast(t`Could not save your profile`, error);
    }
  });

  return (
    <form
      onSubmit={submit}
      noValidate
      className="space-y-5 rounded-card border border-border bg-surface/70 p-5 shadow-card sm:p-6"
    >
      <Field label={t`Display name`} error={errors.displayName?.message}>
        {(control) => <Input {...control} autoComplete="name" {...form.register('displayName')} />}
      </Field>
      {profile.roleIntent === 'creator' || profile.haatHandle ? (
        <Field
          label={t`Haat handle`}
          error={errors.haatHandle?.message}
          hint={
            handleChanged ? (
              <AvailabilityHint availability={availability} available={t`/@${newHandle} is available`} />
            ) : profile.store ? (
              t`Your store moves with your handle: old links stop working.`
            ) : undefined
          }
        >
          {(control) => (
            <Input {...control} autoCapitalize="none" spellCheck={false} {...form.register('haatHandle')} />
          )}
        </Field>
      ) : null}
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? t`Saving…` : t`Save profile`}
      </Button>
    </form>
  );
}

/** A creator's store photo, shown above the form (the route gives the store admin's). */
export type StorePhotoSlot = (store: { handle: string; name: string }) => ReactNode;

/** /edit-profile */
export function EditProfileScreen({ storePhoto }: { storePhoto: StorePhotoSlot }) {
  const me = useQuery(meQueryOptions);
  return (
    <section className="mx-auto w-full max-w-2xl space-y-6 px-5 py-10 sm:py-14" aria-labelledby="edit-profile-title">
      <h1 id="edit-profile-title" className="text-3xl font-black tracking-tight">
        <Trans>Edit profile</Trans>
      </h1>
      {me.data?.store ? storePhoto({ handle: me.data.store.handle, name: me.data.displayName }) : null}
      {me.data ? <EditProfileForm profile={me.data} /> : null}
    </section>
  );
}
