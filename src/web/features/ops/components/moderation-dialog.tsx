import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import {
  type ModerationAction,
  type ModerationInput,
  type ModerationItem,
  MODERATION_REASON_MAX,
  moderationReasonSchema,
} from '#shared/contracts/ops.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Dialog } from '#web/components/ui/dialog.tsx';
import { Field } from '#web/components/ui/field.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { Textarea } from '#web/components/ui/textarea.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { serverFieldError } from '#web/lib/form-errors.ts';
import { actionWords } from '../moderation-words.ts';
import { useModerate } from '../use-moderate.ts';

export interface ModerationTarget {
  item: ModerationItem;
  action: ModerationAction;
}

/** The form of one action: what it does, and the reason (required) the owner is shown and the audit log keeps. */
function ReasonForm({ target, onDone }: { target: ModerationTarget; onDone: () => void }) {
  const { t, i18n } = useLingui();
  const moderate = useModerate();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const words = actionWords(i18n, target.item.subject, target.action);
  const failure =
    moderate.error && !serverFieldError(moderate.error, 'reason')
      ? moderate.error instanceof ApiError || moderate.error instanceof Error
        ? moderate.error.message
        : t`An error occurred`
      : null;
  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        const parsed = moderationReasonSchema.safeParse(reason);
        setError(parsed.success ? undefined : parsed.error.issues[0]?.message);
        if (!parsed.success) return;
        const input = {
          subject: target.item.subject,
          id: target.item.id,
          action: target.action,
          reason: parsed.data,
        } as ModerationInput;
        moderate.mutate(input, { onSuccess: onDone });
      }}
    >
      <Field
        label={t`Reason`}
        hint={t`At least 3 characters. The audit log keeps it with your name.`}
        error={error ?? serverFieldError(moderate.error, 'reason')}
      >
        {(control) => (
          <Textarea
            {...control}
            // The dialog opens on a click meant to fill it in.
            autoFocus
            rows={3}
            maxLength={MODERATION_REASON_MAX}
            placeholder={
              target.action === 'restore'
                ? t`e.g. The brand confirmed the seller is authorised.`
                : t`e.g. Counterfeit branding reported by the brand.`
            }
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
        )}
      </Field>
      <FormAlert>{failure}</FormAlert>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" disabled={moderate.isPending} onClick={onDone}>
          <Trans>Cancel</Trans>
        </Button>
        <Button
          type="submit"
          variant={target.action === 'restore' ? 'primary' : 'destructive'}
          disabled={moderate.isPending}
        >
          {moderate.isPending ? t`Saving…` : words.title}
        </Button>
      </div>
    </form>
  );
}

/** Asks for the reason before hiding, suspending or restoring something; nothing happens without one. */
export function ModerationDialog({ target, onClose }: { target: ModerationTarget | null; onClose: () => void }) {
  const { i18n } = useLingui();
  const words = target ? actionWords(i18n, target.item.subject, target.action) : null;
  return (
    <Dialog
      open={target !== null}
      onClose={onClose}
      title={words?.title ?? ''}
      description={
        target && words ? (
          <>
            <strong className="font-semibold text-text">{target.item.title}</strong> · {target.item.detail}
            <span className="mt-2 block">
              {words.effect} {words.notice}
            </span>
          </>
        ) : null
      }
    >
      {target ? (
        <ReasonForm
          key={`${target.item.subject}:${target.item.id}:${target.action}`}
          target={target}
          onDone={onClose}
        />
      ) : null}
    </Dialog>
  );
}
