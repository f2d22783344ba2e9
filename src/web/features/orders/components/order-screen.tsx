import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { LoadingScreen } from '#web/components/loading-screen.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { isRefusal, orderFromLinkQueryOptions, orderQueryOptions } from '../api/orders.ts';
import { OrderConfirmation } from './order-confirmation.tsx';
import { OrderNotFound } from './order-not-found.tsx';

function OrderById({ id, token }: { id: string; token: string | null }) {
  const order = useQuery({
    ...(token ? orderFromLinkQueryOptions(id, token) : orderQueryOptions(id)),
    // An order awaiting a UPI payment (its total, or a COD order's token) is asked about every few seconds, so it
    // turns placed on its own.
    // A COD refund on its way is asked about less often, until it is paid.
    refetchInterval: (query) => {
      const payment = query.state.data?.payment;
      if (payment?.upi) return 3_000;
      return payment?.codRefunds.some((refund) => refund.status === 'queued' || refund.status === 'processing')
        ? 15_000
        : false;
    },
  });
  const [, setParams] = useSearchParams();
  const { t } = useLingui();
  const opened = order.isSuccess;
  // The emailed token has done its work (this device now keeps it): out of the address bar, history and shared screenshots.
  useEffect(() => {
    if (token && opened) setParams({ id }, { replace: true });
  }, [token, opened, id, setParams]);
  if (order.isPending) return <LoadingScreen variant="inline" label={t`Loading your order`} />;
  if (order.isError) {
    if (isRefusal(order.error)) return <OrderNotFound reason="unknown" />;
    return (
      <div role="alert" className="space-y-4 text-center">
        <h1 className="text-2xl font-black tracking-tight">
          <Trans>Your order could not be loaded</Trans>
        </h1>
        <p className="text-text-secondary">
          <Trans>Check your connection and try again.</Trans>
        </p>
        <Button variant="secondary" onClick={() => void order.refetch()}>
          <Trans>Try again</Trans>
        </Button>
      </div>
    );
  }
  return <OrderConfirmation order={order.data} />;
}

/** /order?id=…, and /order?id=…&token=… from the order's email (a guest's way back without an account). */
export function OrderScreen() {
  const [params] = useSearchParams();
  const id = params.get('id')?.trim();
  const token = params.get('token')?.trim() || null;
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-8 sm:px-5 sm:py-10">
      {id ? <OrderById key={id} id={id} token={token} /> : <OrderNotFound reason="missing" />}
    </div>
  );
}
