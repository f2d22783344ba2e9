import { CheckoutScreen } from '#web/features/orders/components/checkout-screen.tsx';

export function CheckoutRoute() {
  return <CheckoutScreen />;
}
