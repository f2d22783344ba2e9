import { LogIn } from 'lucide-react';
import { ComingSoon } from '#web/components/coming-soon.tsx';

export function SellerAuthRoute() {
  return (
    <ComingSoon
      icon={LogIn}
      title="Seller sign in"
      comingWith="accounts & sign-in"
      description={"Sellers sign in or create their seller account here."}
      points={["Sign in or sign up with email", "Forgot password by email"]}
    />
  );
}
