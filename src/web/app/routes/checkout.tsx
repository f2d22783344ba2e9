import { CheckoutScreen } from '#web/features/cart/components/checkout-screen.tsx';

export function CheckoutRoute() {
  return <CheckoutScreen />;
}
