import { UserRound } from 'lucide-react';
import { ComingSoon } from '#web/components/coming-soon.tsx';

export function AccountRoute() {
  return (
    <ComingSoon
      icon={UserRound}
      title="Your account"
      comingWith="accounts & sign-in"
      description={"Manage your email, password and sessions."}
      points={["Change your password", "See where you are signed in", "Sign out everywhere"]}
    />
  );
}
