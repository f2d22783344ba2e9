import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Smartphone from 'lucide-react/icons/smartphone';
import type { Order } from '#shared/contracts/orders.ts';
import { formatRupees } from '#shared/money.ts';
import { Button } from '#web/components/ui/button.tsx';
import { paymentOptionsQueryOptions } from '#web/features/payments/public.ts';
import { failureToast } from '#web/lib/toast.ts';
import { orderKeys, payOrderNow, replaceCachedOrder } from '../api/orders.ts';

/**
 * "Pay now instead" (decision 070): a cash-on-delivery order nothing of which has shipped may be paid by UPI now,
 * where the server takes UPI; the pay panel then shows, and the courier collects nothing once it is paid. Paying now
 * costs no COD fee, less any discount the creator funds (decision 072), and the button says what it costs.
 */
export function PayNowButton({ order }: { order: Order }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const upi = useQuery(paymentOptionsQueryOptions()).data?.methods.includes('upi') ?? false;
  const pay = useMutation({
    mutationFn: () => payOrderNow(order.id),
    onSuccess: (updated) => replaceCachedOrder(queryClient, updated),
    onError: (error) => {
      failureToast(t`Could not start the UPI payment`, error);
      void queryClient.invalidateQueries({ queryKey: orderKeys.all });
    },
  });
  if (!order.payment.payNow || !upi) return null;
  const price = order.payment.payNowPaise ?? order.charged.totalPaise;
  const amount = formatRupees(price);
  const saves = order.charged.totalPaise - price;
  const saving = formatRupees(saves);
  return (
    <div className="mt-3">
      <Button
        variant="secondary"
        size="sm"
        disabled={pay.isPending}
        onClick={() => pay.mutate()}
        aria-describedby={saves > 0 ? 'pay-now-saving' : undefined}
      >
        <Smartphone className="size-4" aria-hidden />{' '}
        {pay.isPending ? t`Opening UPI…` : <Trans>Pay {amount} now by UPI instead</Trans>}
      </Button>
      {saves > 0 ? (
        <p id="pay-now-saving" className="mt-1.5 text-sm font-medium text-emerald-400">
          <Trans>You save {saving} by paying now.</Trans>
        </p>
      ) : null}
    </div>
  );
}
