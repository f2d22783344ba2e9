import { t as translate } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import type { Order } from '#shared/contracts/orders.ts';
import { Button, buttonVariants } from '#web/components/ui/button.tsx';
import { failureToast, toast } from '#web/lib/toast.ts';
import { cancelOrder, orderKeys, replaceCachedOrder } from '../api/orders.ts';

function cancelledToast(order: Order) {
  const { number } = order;
  const whole = order.status === 'cancelled';
  toast({
    title: whole ? translate`Order cancelled` : translate`Items cancelled`,
    description: whole
      ? translate`${number} is cancelled; there is nothing to pay.`
      : translate`The items of ${number} that had not shipped are cancelled.`,
  });
}

/** Cancels what has not shipped yet, once the buyer confirms. */
export function CancelOrderButton({ order }: { order: Order }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const { number } = order;
  const [confirming, setConfirming] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const partly = order.lines.some((line) => !['placed', 'confirmed', 'cancelled'].includes(line.status));
  const cancel = useMutation({
    mutationFn: () => cancelOrder(order.id),
    onSuccess: (updated) => {
      replaceCachedOrder(queryClient, updated);
      cancelledToast(updated);
      setConfirming(false);
    },
    onError: (error) => {
      failureToast(t`Could not cancel the order`, error);
      setConfirming(false);
      // The order may have moved on (e.g. shipped) since it was loaded.
      void queryClient.invalidateQueries({ queryKey: orderKeys.all });
    },
  });
  const keep = () => {
    setConfirming(false);
    toggle.current?.focus();
  };

  return (
    <div className="flex w-full flex-col items-start gap-3">
      <button
        ref={toggle}
        type="button"
        aria-expanded={confirming}
        aria-controls={panelId}
        className={buttonVariants({ variant: 'outline', size: 'sm' })}
        onClick={() => setConfirming((open) => !open)}
      >
        <Trans>Cancel order</Trans>
      </button>
      {confirming ? (
        <div
          id={panelId}
          role="group"
          aria-label={t`Confirm cancelling ${number}`}
          className="w-full space-y-3 rounded-card border border-red-400/40 bg-red-400/10 p-3"
        >
          <p className="text-sm">
            {partly ? (
              <Trans>Cancel the items that have not shipped yet? This cannot be undone.</Trans>
            ) : (
              <Trans>Cancel order {number}? This cannot be undone.</Trans>
            )}
          </p>
          <div className="flex flex-wrap gap-2">
            <Button variant="destructive" size="sm" disabled={cancel.isPending} onClick={() => cancel.mutate()}>
              {cancel.isPending ? t`Cancelling…` : t`Yes, cancel`}
            </Button>
            {/* Focus lands on the safe choice, so a stray Enter does not cancel. */}
            <Button variant="secondary" size="sm" autoFocus disabled={cancel.isPending} onClick={keep}>
              <Trans>Keep order</Trans>
            </Button>
          </div>
        </div>
      ) : null}
    </div>
  );
}
