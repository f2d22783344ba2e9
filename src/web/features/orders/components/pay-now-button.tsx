import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Smartphone from 'lucide-react/icons/smartphone';
import type { Order } from '#shared/contracts/orders.ts';
import { Button } from '#web/components/ui/button.tsx';
import { paymentOptionsQueryOptions } from '#web/features/payments/public.ts';
import { failureToast } from '#web/lib/toast.ts';
import { orderKeys, payOrderNow, replaceCachedOrder } from '../api/orders.ts';

/**
 * "Pay now instead" (decision 070): a cash-on-delivery order nothing of which has shipped may be paid by UPI now,
 * where the server takes UPI; the pay panel then shows, and the courier collects nothing once it is paid.
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
  return (
    <Button variant="secondary" size="sm" className="mt-3" disabled={pay.isPending} onClick={() => pay.mutate()}>
      <Smartphone className="size-4" aria-hidden />{' '}
      {pay.isPending ? t`Opening UPI…` : <Trans>Pay now by UPI instead</Trans>}
    </Button>
  );
}
