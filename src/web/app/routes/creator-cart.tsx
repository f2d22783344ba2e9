import { ShoppingCart } from 'lucide-react';
import { ComingSoon } from '#web/components/coming-soon.tsx';
import { accountRules, RequireAccount } from '#web/features/auth/components/require-account.tsx';

function CreatorCartRouteScreen() {
  return (
    <ComingSoon
      icon={ShoppingCart}
      title="Creator cart"
      comingWith="creator stores"
      description={"Pick sellers' products, set your markup, publish to your store."}
      points={["Browse resellable products", "Set a markup in \u20b9 per product", "See the buyer price live"]}
    />
  );
}

export function CreatorCartRoute() {
  return (
    <RequireAccount rule={accountRules.creatorStore}>
      <CreatorCartRouteScreen />
    </RequireAccount>
  );
}
