import { AuthScreen } from '#web/features/auth/components/auth-screen.tsx';

export function SellerAuthRoute() {
  return <AuthScreen audience="seller" />;
}
