import { useQuery } from '@tanstack/react-query';
import { Navigate, useSearchParams } from 'react-router';
import { LoadingOrb } from '#web/components/loading-screen.tsx';
import { storeByHandleQueryOptions } from '#web/features/stores/public.ts';
import { shopEntryFor, storeLinkForRef } from '../attribution-entry.ts';
import { ShopScreen } from './shop-screen.tsx';

/** ?ref=: a store's handle goes to that store; anything else is a plain traffic ref and the shop shows. */
function RefEntry({ refHandle, params }: { refHandle: string; params: URLSearchParams }) {
  const store = useQuery({
    ...storeByHandleQueryOptions(refHandle),
    // A ref that is not a store stays "not a store" while the buyer browses: no orb on refocus.
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
  if (store.isPending) return <LoadingOrb />;
  if (store.isSuccess) return <Navigate to={storeLinkForRef(store.data.handle, refHandle, params)} replace />;
  return <ShopScreen />;
}

/** /shop: a creator's link forwards to their store; otherwise the buyer's home. */
export function ShopEntry() {
  const [params] = useSearchParams();
  const entry = shopEntryFor(params);
  if (entry.kind === 'creator') return <Navigate to={entry.to} replace />;
  if (entry.kind === 'ref') return <RefEntry refHandle={entry.ref} params={params} />;
  return <ShopScreen />;
}
