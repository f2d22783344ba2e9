import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { SellerOrderLine } from '#shared/contracts/orders-fulfilment.ts';
import { Button } from '#web/components/ui/button.tsx';
import { formClass } from './seller-action-forms.tsx';

/**
 * "Mark delivered" asks first, in place, as the seller's other steps that cannot be taken back do: delivery tells
 * the buyer, settles a cash-on-delivery payment and starts the return window. Focus starts on the safe choice.
 */
export function DeliverConfirm({
  id,
  line,
  pending,
  onConfirm,
  onCancel,
}: {
  id: string;
  line: Pick<SellerOrderLine, 'name' | 'returnDays'>;
  pending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { t } = useLingui();
  const { name, returnDays } = line;
  return (
    <div
      id={id}
      role="group"
      aria-label={t`Confirm delivery of ${name}`}
      className={formClass}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && !pending) onCancel();
      }}
    >
      <p className="text-sm">
        <Trans>
          <strong>Has the buyer received it?</strong> Marking it delivered tells them, and cannot be undone.
        </Trans>{' '}
        {returnDays > 0
          ? t`Their ${plural(returnDays, { one: '# day', other: '# days' })} to ask for a return start now.`
          : null}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button size="sm" disabled={pending} onClick={onConfirm}>
          {pending ? t`Saving…` : t`Yes, delivered`}
        </Button>
        {/* Focus lands on the safe choice, so a stray Enter changes nothing. */}
        <Button size="sm" variant="secondary" autoFocus disabled={pending} onClick={onCancel}>
          <Trans>Not yet</Trans>
        </Button>
      </div>
    </div>
  );
}
