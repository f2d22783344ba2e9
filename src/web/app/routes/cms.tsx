import { LayoutTemplate } from 'lucide-react';
import { ComingSoon } from '#web/components/coming-soon.tsx';

export function CmsRoute() {
  return (
    <ComingSoon
      icon={LayoutTemplate}
      title="Store content"
      comingWith="creator stores"
      description={"Sections, links and collections for your store."}
      points={["A featured collection", "Your links", "An announcement bar"]}
    />
  );
}
