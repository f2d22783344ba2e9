import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import {
  fileGrievanceSchema,
  type Grievance,
  type GrievanceSubject,
  grievanceSubjects,
} from '#shared/contracts/grievances.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Field } from '#web/components/ui/field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Select } from '#web/components/ui/select.tsx';
import { Textarea } from '#web/components/ui/textarea.tsx';
import { applyServerErrors } from '#web/lib/form-errors.ts';
import { failureToast } from '#web/lib/toast.ts';
import { fileGrievance, grievanceKeys } from '../api/grievances.ts';
import { subjectWords } from '../grievance-words.ts';

type FormValues = z.input<typeof fileGrievanceSchema>;

/**
 * The complaint form: what it is about, a reference the complainant knows it by, what happened; a guest adds a name
 * and an email to be answered at (a signed-in account's are its own).
 */
export function GrievanceForm({
  signedIn,
  initial,
  onFiled,
}: {
  signedIn: boolean;
  initial: { subject?: GrievanceSubject; reference?: string };
  onFiled: (ticket: Grievance) => void;
}) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const form = useForm<FormValues, unknown, z.output<typeof fileGrievanceSchema>>({
    resolver: zodResolver(fileGrievanceSchema),
    defaultValues: {
      subject: initial.subject ?? 'order',
      reference: initial.reference ?? '',
      details: '',
      ...(signedIn ? {} : { name: '', email: '' }),
    },
  });
  const { errors } = form.formState;
  const file = useMutation({
    mutationFn: fileGrievance,
    onSuccess: (ticket) => {
      void queryClient.invalidateQueries({ queryKey: grievanceKeys.mine });
      form.reset();
      onFiled(ticket);
    },
    onError: (error) => {
      applyServerErrors(form, error);
      failureToast(t`Your complaint was not sent`, error);
    },
  });
  const submit = form.handleSubmit((values) => file.mutate({ ...values, reference: values.reference ?? undefined }));
  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-labelledby="grievance-form-title">
      <h2 id="grievance-form-title" className="text-lg font-bold">
        <Trans>File a complaint</Trans>
      </h2>
      <Field label={t`What is it about?`} error={errors.subject?.message}>
        {(control) => (
          <Select {...control} {...form.register('subject')}>
            {grievanceSubjects.map((subject) => (
              <option key={subject} value={subject}>
                {i18n._(subjectWords[subject])}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field
        label={t`Reference (optional)`}
        hint={t`An order number, or the link of the product or store`}
        error={errors.reference?.message}
      >
        {(control) => <Input {...control} autoComplete="off" {...form.register('reference')} />}
      </Field>
      <Field label={t`What happened?`} error={errors.details?.message}>
        {(control) => <Textarea {...control} rows={5} {...form.register('details')} />}
      </Field>
      {signedIn ? null : (
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label={t`Your name`} error={errors.name?.message}>
            {(control) => <Input {...control} autoComplete="name" {...form.register('name')} />}
          </Field>
          <Field label={t`Your email`} error={errors.email?.message}>
            {(control) => <Input {...control} type="email" autoComplete="email" {...form.register('email')} />}
          </Field>
        </div>
      )}
      <Button type="submit" disabled={file.isPending}>
        {file.isPending ? t`Sending…` : t`Send complaint`}
      </Button>
    </form>
  );
}
