import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { z } from 'zod';
import { COURIERS } from '#shared/couriers.ts';
import { type SellerAction, type SellerOrderLine, sellerActionSchema } from '#shared/contracts/orders-fulfilment.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Dialog } from '#web/components/ui/dialog.tsx';
import { Field } from '#web/components/ui/field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { serverFieldError } from '#web/lib/form-errors.ts';
import { actionFailureMessage } from '../use-seller-line-action.ts';

interface ActionFormProps {
  id: string;
  pending: boolean;
  /** The last failed attempt; its field errors show on the fields. */
  serverError: unknown;
  onSubmit: (action: SellerAction) => void;
  onCancel: () => void;
}

function firstIssueByField(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? 'form');
    errors[field] ??= issue.message;
  }
  return errors;
}

export function FormButtons({
  pending,
  submitLabel,
  destructive = false,
  onCancel,
}: {
  pending: boolean;
  submitLabel: string;
  destructive?: boolean;
  onCancel: () => void;
}) {
  const { t } = useLingui();
  return (
    <div className="flex gap-2">
      <Button type="submit" size="sm" variant={destructive ? 'destructive' : 'primary'} disabled={pending}>
        {pending ? t`Saving…` : submitLabel}
      </Button>
      <Button size="sm" variant="ghost" onClick={onCancel} disabled={pending}>
        <Trans>Cancel</Trans>
      </Button>
    </div>
  );
}

export const formClass = 'mt-3 space-y-3 rounded-xl border border-border bg-background/40 p-3';

/** Examples in the shipping form's fields: a courier's name and an air waybill number, the same in every language. */
const EXAMPLE_COURIER = 'Delhivery';
const EXAMPLE_TRACKING_NUMBER = 'AWB1234567';

/** Shipping a line: which courier and its tracking number, checked with the shared contract before sending. */
export function ShipForm({ id, pending, serverError, onSubmit, onCancel }: ActionFormProps) {
  const { t } = useLingui();
  const [courier, setCourier] = useState('');
  const [trackingNumber, setTrackingNumber] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  return (
    <form
      id={id}
      noValidate
      aria-label={t`Ship this item`}
      className={formClass}
      onSubmit={(event) => {
        event.preventDefault();
        const parsed = sellerActionSchema.safeParse({ action: 'ship', courier, trackingNumber });
        setErrors(parsed.success ? {} : firstIssueByField(parsed.error));
        if (parsed.success) onSubmit(parsed.data);
      }}
    >
      <div className="grid gap-3 sm:grid-cols-2">
        <Field label={t`Courier`} error={errors.courier ?? serverFieldError(serverError, 'courier')}>
          {(control) => (
            <Input
              {...control}
              // The form opens on a click meant to fill it in.
              autoFocus
              list={`${id}-couriers`}
              autoComplete="off"
              maxLength={60}
              placeholder={EXAMPLE_COURIER}
              value={courier}
              onChange={(event) => setCourier(event.target.value)}
            />
          )}
        </Field>
        <datalist id={`${id}-couriers`}>
          {COURIERS.map(({ name }) => (
            <option key={name} value={name} />
          ))}
        </datalist>
        <Field
          label={t`Tracking number`}
          error={errors.trackingNumber ?? serverFieldError(serverError, 'trackingNumber')}
        >
          {(control) => (
            <Input
              {...control}
              autoComplete="off"
              autoCapitalize="characters"
              maxLength={40}
              placeholder={EXAMPLE_TRACKING_NUMBER}
              value={trackingNumber}
              onChange={(event) => setTrackingNumber(event.target.value)}
            />
          )}
        </Field>
      </div>
      <FormButtons pending={pending} submitLabel={t`Mark shipped`} onCancel={onCancel} />
    </form>
  );
}

const reasonCopy: Record<'fail' | 'return', Record<'title' | 'label' | 'placeholder' | 'submit', MessageDescriptor>> = {
  fail: {
    title: msg`Delivery failed`,
    label: msg`What went wrong?`,
    placeholder: msg`Buyer not reachable after three attempts`,
    submit: msg`Mark delivery failed`,
  },
  return: {
    title: msg`Mark returned`,
    label: msg`Why did it come back?`,
    placeholder: msg`Parcel handed back to the courier`,
    submit: msg`Mark returned`,
  },
};

/** A failed delivery, or a parcel that came back without a return request, with the reason the buyer and the ledger will show. */
export function ReasonForm({
  kind,
  id,
  pending,
  serverError,
  onSubmit,
  onCancel,
}: ActionFormProps & { kind: 'fail' | 'return' }) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const { i18n } = useLingui();
  const copy = reasonCopy[kind];
  return (
    <form
      id={id}
      noValidate
      aria-label={i18n._(copy.title)}
      className={formClass}
      onSubmit={(event) => {
        event.preventDefault();
        const parsed = sellerActionSchema.safeParse({ action: kind, reason });
        setError(parsed.success ? undefined : parsed.error.issues[0]?.message);
        if (parsed.success) onSubmit(parsed.data);
      }}
    >
      <Field label={i18n._(copy.label)} error={error ?? serverFieldError(serverError, 'reason')}>
        {(control) => (
          <Input
            {...control}
            autoFocus
            maxLength={200}
            placeholder={i18n._(copy.placeholder)}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
        )}
      </Field>
      <FormButtons pending={pending} submitLabel={i18n._(copy.submit)} destructive onCancel={onCancel} />
    </form>
  );
}

interface CancelLineDialogProps {
  line: SellerOrderLine;
  open: boolean;
  pending: boolean;
  serverError: unknown;
  onSubmit: (action: SellerAction) => void;
  onClose: () => void;
}

/**
 * The seller cannot fulfil a line that has not shipped: they say why, the
 * buyer is told (by notification and email), the stock goes back.
 */
export function CancelLineDialog({ line, open, pending, serverError, onSubmit, onClose }: CancelLineDialogProps) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const failure = actionFailureMessage(serverError);
  const { t } = useLingui();
  const { quantity, name, orderNumber } = line;
  return (
    <Dialog
      open={open}
      onClose={() => !pending && onClose()}
      title={t`Cancel this item?`}
      description={
        <Trans>
          {quantity} × {name}, order <span className="font-mono whitespace-nowrap">{orderNumber}</span>. The buyer is
          told at once with your reason, nothing is charged for it and its stock goes back.
        </Trans>
      }
    >
      <form
        noValidate
        aria-label={t`Cancel this item`}
        className="space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          const parsed = sellerActionSchema.safeParse({ action: 'cancel', reason });
          setError(parsed.success ? undefined : parsed.error.issues[0]?.message);
          if (parsed.success) onSubmit(parsed.data);
        }}
      >
        <Field
          label={t`Why can’t you fulfil it?`}
          hint={t`The buyer sees this.`}
          error={error ?? serverFieldError(serverError, 'reason')}
        >
          {(control) => (
            <Input
              {...control}
              autoFocus
              maxLength={200}
              placeholder={t`Out of stock: the last piece was damaged`}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
            />
          )}
        </Field>
        <FormAlert>{failure}</FormAlert>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" disabled={pending} onClick={onClose}>
            <Trans>Keep it</Trans>
          </Button>
          <Button type="submit" variant="destructive" disabled={pending}>
            {pending ? t`Cancelling…` : t`Cancel item`}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
