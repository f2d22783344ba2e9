import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { SellerOrderLine } from '#shared/contracts/orders-fulfilment.ts';
import { type ReturnDecision, returnDecisionSchema, type ReturnRequest } from '#shared/contracts/orders-returns.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Field } from '#web/components/ui/field.tsx';
import { Textarea } from '#web/components/ui/textarea.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { formatDate, formatMoment } from '#web/lib/format.ts';
import { serverFieldError } from '#web/lib/form-errors.ts';
import { actionFailureMessage } from '../use-seller-line-action.ts';
import { RETURN_REASON_LABELS, RETURN_STATUS_LABELS } from '../status-labels.ts';
import { useReturnDecision, useReturnPickup } from '../use-return-decision.ts';
import { useQuery } from '@tanstack/react-query';
import { sellerCarrierQueryOptions } from '#web/features/shipping/public.ts';
import { FormButtons, formClass } from './seller-action-forms.tsx';

type Kind = ReturnDecision['decision'];

const copy: Record<Kind, Record<'title' | 'label' | 'placeholder' | 'submit', MessageDescriptor>> = {
  accept: {
    title: msg`Accept return`,
    label: msg`Note to the buyer (optional)`,
    placeholder: msg`e.g. Our courier will pick it up on Monday.`,
    submit: msg`Accept return`,
  },
  reject: {
    title: msg`Decline return`,
    label: msg`Why are you declining?`,
    placeholder: msg`e.g. The tags have been removed.`,
    submit: msg`Decline return`,
  },
};

/** Accept (with an optional note) or decline (with the reason the buyer reads), checked with the shared contract. */
function DecisionForm({
  kind,
  line,
  request,
  onDone,
  onCancel,
}: {
  kind: Kind;
  line: SellerOrderLine;
  request: ReturnRequest;
  onDone: () => void;
  onCancel: () => void;
}) {
  const { t, i18n } = useLingui();
  const decide = useReturnDecision(line, request.id);
  const pickup = useReturnPickup(line, request.id);
  // With a carrier that books return pickups, accepting books one; the item counts as back when it reaches the seller.
  const carrier = useQuery(sellerCarrierQueryOptions);
  const byCarrier = kind === 'accept' && (carrier.data?.returnPickups ?? false);
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | undefined>();
  const words = copy[kind];
  const { quantity } = line;
  const reason = i18n._(RETURN_REASON_LABELS[request.reason]);
  const failure = actionFailureMessage(byCarrier ? pickup.error : decide.error);
  return (
    <form
      noValidate
      aria-label={i18n._(words.title)}
      className={formClass}
      onSubmit={(event) => {
        event.preventDefault();
        const decision = { decision: kind, note };
        const parsed = returnDecisionSchema.safeParse(decision);
        setError(parsed.success ? undefined : parsed.error.issues[0]?.message);
        if (!parsed.success) return;
        if (byCarrier) pickup.mutate(parsed.data.note, { onSuccess: onDone });
        else decide.mutate(decision, { onSuccess: onDone });
      }}
    >
      {byCarrier ? (
        <p className="text-sm text-text-secondary">
          {t`Your courier picks it up from the buyer. When it reaches you, ${plural(quantity, { one: '# unit goes', other: '# units go' })} back in stock and this line’s earnings are reversed with the reason “${reason}”.`}
        </p>
      ) : kind === 'accept' ? (
        <p className="text-sm text-text-secondary">
          {t`${plural(quantity, { one: '# unit goes', other: '# units go' })} back in stock, and this line’s earnings are reversed with the reason “${reason}”.`}
        </p>
      ) : null}
      <Field label={i18n._(words.label)} error={error ?? serverFieldError(decide.error, 'note')}>
        {(control) => (
          <Textarea
            {...control}
            // The form opens on a click meant to fill it in.
            autoFocus
            rows={2}
            maxLength={300}
            placeholder={i18n._(words.placeholder)}
            value={note}
            onChange={(event) => setNote(event.target.value)}
          />
        )}
      </Field>
      <FormAlert>{failure}</FormAlert>
      <FormButtons
        pending={decide.isPending || pickup.isPending}
        submitLabel={byCarrier ? t`Accept and book the pickup` : i18n._(words.submit)}
        destructive={kind === 'reject'}
        onCancel={onCancel}
      />
    </form>
  );
}

function Decision({ accepted, at }: { accepted: boolean; at: string | null }) {
  if (!at) return accepted ? <Trans>Accepted</Trans> : <Trans>Declined</Trans>;
  const decidedOn = formatDate(at);
  return accepted ? (
    <Trans>
      Accepted on <time dateTime={at}>{decidedOn}</time>
    </Trans>
  ) : (
    <Trans>
      Declined on <time dateTime={at}>{decidedOn}</time>
    </Trans>
  );
}

function Decided({ request }: { request: ReturnRequest }) {
  const { t } = useLingui();
  return (
    <p className="mt-2 text-sm text-text-secondary">
      <Decision accepted={request.status !== 'rejected'} at={request.decidedAt} />
      {request.sellerNote ? <>: “{request.sellerNote}”</> : '.'}
      {request.status === 'collecting' ? <> {t`The courier is bringing it back to you.`}</> : null}
    </p>
  );
}

/**
 * The buyer's latest return request on one of the seller's lines: the reason,
 * their words and photos (each opens full size), then Accept / Decline while
 * it waits, or the decision once made.
 */
export function SellerReturnRequest({ line }: { line: SellerOrderLine }) {
  const { t, i18n } = useLingui();
  const [openForm, setOpenForm] = useState<Kind | null>(null);
  const request = line.returns.at(-1);
  if (!request) return null;
  const waiting = request.status === 'requested';
  const { name } = line;
  return (
    <section
      aria-label={t`Return request for ${name}`}
      className="mt-3 rounded-xl border border-amber-400/40 bg-amber-400/5 p-3"
    >
      <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
        <p className="text-sm font-semibold">
          {i18n._(RETURN_STATUS_LABELS.requested)}: {i18n._(RETURN_REASON_LABELS[request.reason])}
        </p>
        {waiting ? (
          <Badge tone="warning">
            <Trans>Waiting for you</Trans>
          </Badge>
        ) : null}
      </div>
      <p className="text-xs text-text-secondary">
        <time dateTime={request.requestedAt}>{formatMoment(request.requestedAt)}</time>
      </p>
      <p className="mt-2 text-sm break-words whitespace-pre-line">“{request.details}”</p>
      {request.photos.length > 0 ? (
        <ul className="mt-2 flex flex-wrap gap-2" aria-label={t`Photos from the buyer`}>
          {request.photos.map((photo, index) => {
            const position = index + 1;
            return (
              <li key={photo.url}>
                <a
                  href={photo.fullUrl}
                  target="_blank"
                  rel="noreferrer"
                  className="block size-20 overflow-hidden rounded-lg bg-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
                >
                  <img
                    src={photo.url}
                    srcSet={photo.srcset}
                    sizes="80px"
                    alt={t`Photo ${position} from the buyer (opens full size)`}
                    className="size-full object-cover"
                  />
                </a>
              </li>
            );
          })}
        </ul>
      ) : null}
      {waiting ? (
        <>
          <div className="mt-3 flex flex-wrap gap-2">
            {(['accept', 'reject'] as const).map((kind) => (
              <Button
                key={kind}
                size="sm"
                variant={kind === 'accept' ? 'primary' : 'outline'}
                aria-expanded={openForm === kind}
                onClick={() => setOpenForm(openForm === kind ? null : kind)}
              >
                {kind === 'accept' ? t`Accept return` : t`Decline`}
              </Button>
            ))}
          </div>
          {openForm ? (
            <DecisionForm
              key={openForm}
              kind={openForm}
              line={line}
              request={request}
              onDone={() => setOpenForm(null)}
              onCancel={() => setOpenForm(null)}
            />
          ) : null}
        </>
      ) : (
        <Decided request={request} />
      )}
    </section>
  );
}
