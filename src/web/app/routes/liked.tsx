import { Heart } from 'lucide-react';
import { ComingSoon } from '#web/components/coming-soon.tsx';

export function LikedRoute() {
  return (
    <ComingSoon
      icon={Heart}
      title="Liked products"
      comingWith="saved & liked lists"
      description={"Products you liked, with the creator who showed them to you."}
      points={["Like from any store or the product popup", "Your likes keep the creator's referral for 30 days"]}
    />
  );
}
