import { zodResolver } from '@hookform/resolvers/zod';
import { useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { type QueuedGrievance, resolveGrievanceSchema } from '#shared/contracts/grievances.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Dialog } from '#web/components/ui/dialog.tsx';
import { Field } from '#web/components/ui/field.tsx';
import { Textarea } from '#web/components/ui/textarea.tsx';
import { applyServerErrors } from '#web/lib/form-errors.ts';
import { failureToast, toast } from '#web/lib/toast.ts';
import { grievanceKeys, resolveGrievance } from '../api/grievances.ts';

/** Resolving a complaint: what was done, in words the complainant is mailed and sees on their account. */
export function ResolveDialog({ ticket, onClose }: { ticket: QueuedGrievance | null; onClose: () => void }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const form = useForm<z.infer<typeof resolveGrievanceSchema>>({
    resolver: zodResolver(resolveGrievanceSchema),
    defaultValues: { resolution: '' },
  });
  // Each ticket starts with an empty answer.
  const ticketId = ticket?.id;
  useEffect(() => {
    if (ticketId) form.reset({ resolution: '' });
  }, [ticketId, form]);
  const resolve = useMutation({
    mutationFn: ({ id, resolution }: { id: string; resolution: string }) => resolveGrievance(id, resolution),
    onSuccess: (done) => {
      toast({ title: t`Complaint resolved`, description: t`${done.name} has been told what was done.` });
      void queryClient.invalidateQueries({ queryKey: grievanceKeys.all });
      onClose();
    },
    onError: (error) => {
      applyServerErrors(form, error);
      failureToast(t`The complaint was not resolved`, error);
    },
  });
  const submit = form.handleSubmit(({ resolution }) => {
    if (ticket) resolve.mutate({ id: ticket.id, resolution });
  });
  return (
    <Dialog
      open={ticket !== null}
      onClose={() => !resolve.isPending && onClose()}
      title={t`Resolve ${ticket?.number ?? ''}`}
      description={t`Say what was done. ${ticket?.name ?? ''} is emailed it, and sees it with the ticket.`}
    >
      <form onSubmit={submit} noValidate className="space-y-4">
        <Field label={t`What was done`} error={form.formState.errors.resolution?.message}>
          {(control) => <Textarea {...control} rows={5} {...form.register('resolution')} />}
        </Field>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button type="button" variant="secondary" disabled={resolve.isPending} onClick={onClose}>
            {t`Cancel`}
          </Button>
          <Button type="submit" disabled={resolve.isPending}>
            {resolve.isPending ? t`Resolving…` : t`Resolve and tell them`}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
