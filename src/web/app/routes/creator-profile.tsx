import { UserRoundPen } from 'lucide-react';
import { ComingSoon } from '#web/components/coming-soon.tsx';

export function CreatorProfileRoute() {
  return (
    <ComingSoon
      icon={UserRoundPen}
      title="Creator profile"
      comingWith="creator stores"
      description={"What buyers see about you on your store."}
      points={["Name, photo and bio", "Links to your socials"]}
    />
  );
}
