import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import MailCheck from 'lucide-react/icons/mail-check';
import type { Order } from '#shared/contracts/orders.ts';
import { Button } from '#web/components/ui/button.tsx';
import { formatMoment } from '#web/lib/format.ts';
import { failureToast, toast } from '#web/lib/toast.ts';
import { confirmCodOrder, orderKeys, replaceCachedOrder } from '../api/orders.ts';

/**
 * A cash-on-delivery order its buyer must confirm before it ships (decision 070): until when, and the button the
 * mail's link brings them to. Past that time the order is cancelled and its items go back on sale.
 */
export function CodConfirmPanel({ order, confirmBy }: { order: Order; confirmBy: string }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const by = formatMoment(confirmBy);
  const confirm = useMutation({
    mutationFn: () => confirmCodOrder(order.id),
    onSuccess: (updated) => {
      replaceCachedOrder(queryClient, updated);
      toast({ title: t`Order confirmed`, description: t`The sellers can ship it now.` });
    },
    onError: (error) => {
      failureToast(t`Could not confirm the order`, error);
      void queryClient.invalidateQueries({ queryKey: orderKeys.all });
    },
  });
  return (
    <section
      aria-labelledby="cod-confirm"
      className="flex flex-col gap-4 rounded-card border border-amber-400/40 bg-amber-400/10 p-4 sm:flex-row sm:items-center sm:justify-between sm:p-5"
    >
      <div className="flex items-start gap-3">
        <MailCheck className="mt-0.5 size-6 shrink-0 text-amber-400" aria-hidden />
        <div>
          <h2 id="cod-confirm" className="font-bold">
            <Trans>Confirm by {by}</Trans>
          </h2>
          <p className="mt-1 text-sm text-text-secondary">
            <Trans>
              Cash-on-delivery orders are shipped once you confirm them. If you do not by then, the order is cancelled
              and nothing is charged.
            </Trans>
          </p>
        </div>
      </div>
      <Button className="shrink-0" disabled={confirm.isPending} onClick={() => confirm.mutate()}>
        {confirm.isPending ? t`Confirming…` : t`Confirm order`}
      </Button>
    </section>
  );
}
