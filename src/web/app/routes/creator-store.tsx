import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { Navigate, useParams } from 'react-router';
import { LoadingOrb } from '#web/components/loading-screen.tsx';
import { productPopup } from '#web/features/stores-popup/product-popup-store.ts';
import { StoreFront } from '#web/features/stores/components/store-front.tsx';
import { storeByHandleQueryOptions, storeByIdQueryOptions } from '#web/features/stores/api/stores.ts';

// Only a top-level address that is not a store's (no "@") is not found here: a store's visitor never loads it.
const NotFoundRoute = lazy(async () => ({ default: (await import('./not-found.tsx')).NotFoundRoute }));

// The popup is most of this route's code and only needed once a product is opened.
const ProductPopup = lazy(async () => ({
  default: (await import('./creator-store/product-popup.tsx')).StoreProductPopup,
}));

function LazyPopup() {
  const open = productPopup.useStore((popup) => popup !== null);
  return open ? (
    <Suspense fallback={null}>
      <ProductPopup />
    </Suspense>
  ) : null;
}

type StoreQuery = ReturnType<typeof storeByHandleQueryOptions>;

/** Spec §2: an orb while resolving; not found, none given, or a failure → /404. */
function ResolvedStore({ options }: { options: StoreQuery }) {
  const store = useQuery(options);
  if (store.isPending) return <LoadingOrb />;
  if (store.isError) return <Navigate to="/404" replace />;
  return <StoreFront store={store.data} popup={<LazyPopup />} />;
}

/** /@{username}: any top-level segment starting with "@". Anything else is not found. */
export function CreatorStoreByHandleRoute() {
  const { segment = '' } = useParams();
  if (!segment.startsWith('@'))
    return (
      <Suspense fallback={<LoadingOrb />}>
        <NotFoundRoute />
      </Suspense>
    );
  const handle = segment.slice(1);
  if (!handle) return <Navigate to="/404" replace />;
  return <ResolvedStore options={storeByHandleQueryOptions(handle)} />;
}

/** /creator/{creatorId} */
export function CreatorStoreByIdRoute() {
  const { creatorId } = useParams();
  if (!creatorId) return <Navigate to="/404" replace />;
  return <ResolvedStore options={storeByIdQueryOptions(creatorId)} />;
}
