import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { SellerAction, SellerOrderLine } from '#shared/contracts/orders-fulfilment.ts';
import { Button } from '#web/components/ui/button.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { useLineMoved } from '../moved-line.ts';
import { actionFailureMessage, useSellerLineAction } from '../use-seller-line-action.ts';
import { DeliverConfirm } from './deliver-confirm.tsx';
import { CancelLineDialog, ReasonForm, ShipForm } from './seller-action-forms.tsx';

type ActionName = SellerOrderLine['actions'][number];
/** The steps that open something in place first: a form, or the question before delivery. */
type FormAction = Extract<ActionName, 'ship' | 'fail' | 'return' | 'deliver'>;

const labels: Record<ActionName, MessageDescriptor> = {
  confirm: msg`Confirm`,
  ship: msg`Ship`,
  out_for_delivery: msg`Out for delivery`,
  deliver: msg`Mark delivered`,
  fail: msg`Delivery failed`,
  return: msg`Mark returned`,
  cancel: msg`Cancel item`,
};

const asksForDetails = (action: ActionName): action is FormAction =>
  action === 'ship' || action === 'fail' || action === 'return' || action === 'deliver';

/**
 * The next steps the server allows for a line. Confirm and out for delivery
 * go at once; ship, failed and return open a short form first; delivered asks
 * to be sure, in place, as it cannot be taken back; cancelling (the seller
 * cannot fulfil it) asks for the reason in a dialog. A line moved on is told
 * to the list, which says where it went.
 */
export function SellerLineActions({ line, describedBy }: { line: SellerOrderLine; describedBy: string }) {
  const { t, i18n } = useLingui();
  const act = useSellerLineAction(line, useLineMoved());
  const [openForm, setOpenForm] = useState<FormAction | null>(null);
  const [cancelling, setCancelling] = useState(false);
  const formId = `line-${line.id}-form`;
  const failure = actionFailureMessage(act.error);

  if (line.actions.length === 0) return null;
  const submit = (action: SellerAction) => act.mutate(action, { onSuccess: () => setOpenForm(null) });
  const formProps = {
    id: formId,
    pending: act.isPending,
    serverError: act.error,
    onSubmit: submit,
    onCancel: () => setOpenForm(null),
  };

  return (
    <div className="mt-3">
      <div className="flex flex-wrap gap-2">
        {line.actions.map((action) =>
          action === 'cancel' ? (
            <Button
              key={action}
              size="sm"
              variant="ghost"
              aria-haspopup="dialog"
              aria-describedby={describedBy}
              disabled={act.isPending}
              onClick={() => {
                act.reset();
                setOpenForm(null);
                setCancelling(true);
              }}
            >
              {i18n._(labels[action])}
            </Button>
          ) : asksForDetails(action) ? (
            <Button
              key={action}
              id={`${formId}-${action}`}
              size="sm"
              variant={action === 'ship' || action === 'deliver' ? 'primary' : 'outline'}
              aria-expanded={openForm === action}
              aria-controls={openForm === action ? formId : undefined}
              aria-describedby={describedBy}
              disabled={act.isPending}
              onClick={() => {
                act.reset();
                setOpenForm(openForm === action ? null : action);
              }}
            >
              {i18n._(labels[action])}
            </Button>
          ) : (
            <Button
              key={action}
              size="sm"
              variant={action === 'confirm' ? 'primary' : 'secondary'}
              aria-describedby={describedBy}
              disabled={act.isPending}
              onClick={() => {
                setOpenForm(null);
                act.mutate({ action });
              }}
            >
              {act.isPending && act.variables?.action === action ? t`Saving…` : i18n._(labels[action])}
            </Button>
          ),
        )}
      </div>
      {openForm === 'ship' ? <ShipForm {...formProps} /> : null}
      {openForm === 'deliver' ? (
        <DeliverConfirm
          id={formId}
          line={line}
          pending={act.isPending}
          onConfirm={() => submit({ action: 'deliver' })}
          onCancel={() => {
            setOpenForm(null);
            document.getElementById(`${formId}-deliver`)?.focus();
          }}
        />
      ) : null}
      {openForm === 'fail' || openForm === 'return' ? (
        <ReasonForm key={openForm} kind={openForm} {...formProps} />
      ) : null}
      <CancelLineDialog
        line={line}
        open={cancelling}
        pending={act.isPending}
        serverError={act.error}
        onSubmit={(action) => act.mutate(action, { onSuccess: () => setCancelling(false) })}
        onClose={() => setCancelling(false)}
      />
      <FormAlert className="mt-2">{cancelling ? null : failure}</FormAlert>
    </div>
  );
}
