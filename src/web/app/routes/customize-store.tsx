import { Palette } from 'lucide-react';
import { ComingSoon } from '#web/components/coming-soon.tsx';

export function CustomizeStoreRoute() {
  return (
    <ComingSoon
      icon={Palette}
      title="Customize your store"
      comingWith="creator stores"
      description={"Give your store a look that is yours: theme, banner and bio."}
      points={["Pick or edit a theme", "Banner and bio", "Publish it for your buyers"]}
    />
  );
}
