import { Rocket } from 'lucide-react';
import { ComingSoon } from '#web/components/coming-soon.tsx';

export function CreatorOnboardingRoute() {
  return (
    <ComingSoon
      icon={Rocket}
      title="Start your store"
      comingWith="accounts & sign-in"
      description={"Pick your Haat handle and open your store at haat/@you."}
      points={["Choose a unique handle", "Your store goes live at /@handle"]}
    />
  );
}
