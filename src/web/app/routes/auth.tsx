import { LogIn } from 'lucide-react';
import { ComingSoon } from '#web/components/coming-soon.tsx';

export function AuthRoute() {
  return (
    <ComingSoon
      icon={LogIn}
      title="Sign in to Haat"
      comingWith="accounts & sign-in"
      description={"Creators and shoppers sign in or create an account here."}
      points={["Sign in or sign up with email", "Forgot password by email"]}
    />
  );
}
