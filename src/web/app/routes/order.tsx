import { OrderScreen } from '#web/features/orders/components/order-screen.tsx';

export function OrderRoute() {
  return <OrderScreen />;
}
