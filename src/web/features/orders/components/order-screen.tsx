import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { LoadingScreen } from '#web/components/loading-screen.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { isRefusal, orderQueryOptions } from '../api/orders.ts';
import { OrderConfirmation } from './order-confirmation.tsx';
import { OrderNotFound } from './order-not-found.tsx';

function OrderById({ id }: { id: string }) {
  const order = useQuery(orderQueryOptions(id));
  if (order.isPending) return <LoadingScreen variant="inline" label="Loading your order" />;
  if (order.isError) {
    if (isRefusal(order.error)) return <OrderNotFound reason="unknown" />;
    return (
      <div role="alert" className="space-y-4 text-center">
        <h1 className="text-2xl font-black tracking-tight">Your order could not be loaded</h1>
        <p className="text-text-secondary">Check your connection and try again.</p>
        <Button variant="secondary" onClick={() => void order.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  return <OrderConfirmation order={order.data} />;
}

/** /order?id=… */
export function OrderScreen() {
  const [params] = useSearchParams();
  const id = params.get('id')?.trim();
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-8 sm:px-5 sm:py-10">
      {id ? <OrderById key={id} id={id} /> : <OrderNotFound reason="missing" />}
    </div>
  );
}
