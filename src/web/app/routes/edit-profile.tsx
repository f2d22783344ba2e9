import { UserPen } from 'lucide-react';
import { ComingSoon } from '#web/components/coming-soon.tsx';

export function EditProfileRoute() {
  return (
    <ComingSoon
      icon={UserPen}
      title="Edit profile"
      comingWith="accounts & sign-in"
      description={"Your display name, your Haat handle and what you are here for."}
      points={["Display name and handle", "Creator, seller or shopper"]}
    />
  );
}
