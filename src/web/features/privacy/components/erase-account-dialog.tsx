import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { type EraseAccount, eraseAccountSchema } from '#shared/contracts/privacy.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Dialog } from '#web/components/ui/dialog.tsx';
import { Field } from '#web/components/ui/field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { applyServerErrors } from '#web/lib/form-errors.ts';
import { failureToast, toast } from '#web/lib/toast.ts';
import { eraseAccount } from '../api/privacy.ts';

/**
 * Deleting the account: what goes and what the law keeps, said before, then the password once. On success the
 * browser forgets the account and goes home.
 */
export function EraseAccountDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const form = useForm<EraseAccount>({ resolver: zodResolver(eraseAccountSchema), defaultValues: { password: '' } });
  useEffect(() => {
    if (open) form.reset({ password: '' });
  }, [open, form]);
  const erase = useMutation({
    mutationFn: eraseAccount,
    onSuccess: (erasure) => {
      queryClient.clear();
      toast({
        title: t`Your account is deleted`,
        description:
          erasure.ordersKept > 0
            ? t`Your orders stay with their sellers for the tax records, without your name or contact.`
            : t`Everything we held about you is erased.`,
      });
      void navigate('/');
    },
    onError: (error) => {
      applyServerErrors(form, error);
      failureToast(t`Your account was not deleted`, error);
    },
  });
  const submit = form.handleSubmit((input) => erase.mutate(input));
  return (
    <Dialog
      open={open}
      onClose={() => !erase.isPending && onClose()}
      role="alertdialog"
      title={t`Delete your account?`}
      description={t`This cannot be undone.`}
    >
      <form onSubmit={submit} noValidate className="space-y-4">
        <ul className="list-disc space-y-1 ps-5 text-sm text-text-secondary">
          <li>
            <Trans>Your name, email, password, bag, saved and liked lists, follows and notifications are erased.</Trans>
          </li>
          <li>
            <Trans>
              Your orders stay with their sellers, as tax law requires, without your name, phone, email or street
              address. Invoices of ₹50,000 or more keep the name and address the law asks for.
            </Trans>
          </li>
          <li>
            <Trans>You can open a new account with the same email later.</Trans>
          </li>
        </ul>
        <Field label={t`Your password`} error={form.formState.errors.password?.message}>
          {(control) => (
            <Input {...control} type="password" autoComplete="current-password" {...form.register('password')} />
          )}
        </Field>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button type="button" variant="secondary" disabled={erase.isPending} onClick={onClose}>
            {t`Keep my account`}
          </Button>
          <Button type="submit" variant="destructive" disabled={erase.isPending}>
            {erase.isPending ? t`Deleting…` : t`Delete my account`}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
