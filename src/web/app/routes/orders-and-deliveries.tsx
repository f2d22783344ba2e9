import { OrdersScreen } from '#web/features/orders/components/orders-screen.tsx';

export function OrdersAndDeliveriesRoute() {
  return <OrdersScreen />;
}
