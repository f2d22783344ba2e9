import { Trans } from '@lingui/react/macro';
import Undo2 from 'lucide-react/icons/undo-2';
import { useId, useRef, useState } from 'react';
import type { OrderLine } from '#shared/contracts/orders.ts';
import { buttonVariants } from '#web/components/ui/button.tsx';
import { formatDate } from '#web/lib/format.ts';
import { buyerReturnState } from '../line-returns.ts';
import { ReturnRequestForm } from './return-request-form.tsx';

/**
 * Returns on a delivered line, for its buyer: "Request a return" with the last
 * day while the window is open, the open request's state, or why not.
 */
export function LineReturn({ orderId, line }: { orderId: string; line: OrderLine }) {
  const [open, setOpen] = useState(false);
  const formId = useId();
  const toggle = useRef<HTMLButtonElement>(null);
  const state = buyerReturnState(line);
  if (!state) return null;

  switch (state.kind) {
    case 'requested': {
      const { requestedAt } = state.request;
      const requestedOn = formatDate(requestedAt);
      return (
        <p role="status" className="rounded-xl border border-amber-400/40 bg-amber-400/10 px-3 py-2 text-sm">
          <Trans>
            <span className="font-semibold">Return requested</span> on <time dateTime={requestedAt}>{requestedOn}</time>
            . The seller will accept or decline it; their answer shows here.
          </Trans>
        </p>
      );
    }
    case 'collecting':
      return (
        <p role="status" className="rounded-xl border border-sky-400/40 bg-sky-400/10 px-3 py-2 text-sm">
          <Trans>
            <span className="font-semibold">Return accepted.</span> The seller’s courier picks it up from you (see
            Tracking above); your refund follows once it is back with the seller.
          </Trans>
        </p>
      );
    case 'none':
      return (
        <p className="text-xs text-text-secondary">
          <Trans>This item cannot be returned.</Trans>
        </p>
      );
    case 'closed': {
      const { closedAt } = state;
      const closedOn = closedAt ? formatDate(closedAt) : null;
      return (
        <p className="text-xs text-text-secondary">
          {closedAt ? (
            <Trans>
              The return window closed on <time dateTime={closedAt}>{closedOn}</time>.
            </Trans>
          ) : (
            <Trans>The return window has closed.</Trans>
          )}
        </p>
      );
    }
    case 'open': {
      const { until } = state;
      const lastDay = formatDate(until);
      const close = () => {
        setOpen(false);
        toggle.current?.focus();
      };
      return (
        <div className="space-y-3">
          <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
            <button
              ref={toggle}
              type="button"
              className={buttonVariants({ variant: 'outline', size: 'sm' })}
              aria-expanded={open}
              aria-controls={open ? formId : undefined}
              onClick={() => setOpen(!open)}
            >
              <Undo2 className="size-4" aria-hidden /> <Trans>Request a return</Trans>
            </button>
            <p className="text-xs text-text-secondary">
              <Trans>
                Returns accepted until <time dateTime={until}>{lastDay}</time>
              </Trans>
            </p>
          </div>
          {open ? (
            <ReturnRequestForm
              id={formId}
              orderId={orderId}
              line={line}
              onDone={() => setOpen(false)}
              onCancel={close}
            />
          ) : null}
        </div>
      );
    }
  }
}
