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
    case 'requested':
      return (
        <p role="status" className="rounded-xl border border-amber-400/40 bg-amber-400/10 px-3 py-2 text-sm">
          <span className="font-semibold">Return requested</span> on{' '}
          <time dateTime={state.request.requestedAt}>{formatDate(state.request.requestedAt)}</time>. The seller will
          accept or decline it; their answer shows here.
        </p>
      );
    case 'none':
      return <p className="text-xs text-text-secondary">This item cannot be returned.</p>;
    case 'closed':
      return (
        <p className="text-xs text-text-secondary">
          {state.closedAt ? (
            <>
              The return window closed on <time dateTime={state.closedAt}>{formatDate(state.closedAt)}</time>.
            </>
          ) : (
            'The return window has closed.'
          )}
        </p>
      );
    case 'open': {
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
              <Undo2 className="size-4" aria-hidden /> Request a return
            </button>
            <p className="text-xs text-text-secondary">
              Returns accepted until <time dateTime={state.until}>{formatDate(state.until)}</time>
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
