import { ShopEntry } from '#web/features/stores-discovery/components/shop-entry.tsx';

/** /shop: the buyer's home; a creator's link (creatorId or ref) forwards to their store. */
export function ShopRoute() {
  return <ShopEntry />;
}
