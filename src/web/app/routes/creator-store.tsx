import { Store } from 'lucide-react';
import { Navigate, useLocation, useParams } from 'react-router';
import { ComingSoon } from '#web/components/coming-soon.tsx';
import { NotFoundRoute } from './not-found.tsx';

function StorePlaceholder() {
  return (
    <ComingSoon
      icon={Store}
      title="Creator stores are opening soon"
      comingWith="creator stores"
      description="Every creator gets a store at /@handle, in their own theme, with the products they picked."
      points={['Products picked by the creator', 'Your link keeps the creator credited for 30 days', 'Cash on delivery across India']}
    />
  );
}

/** /@{username}: any top-level segment starting with "@". Anything else is not found. */
export function CreatorStoreByHandleRoute() {
  const { segment = '' } = useParams();
  const { search } = useLocation();
  if (!segment.startsWith('@')) return <NotFoundRoute />;
  if (segment.length === 1) return <Navigate to="/404" replace state={{ reason: 'No creator specified', search }} />;
  return <StorePlaceholder />;
}

/** /creator/{creatorId} */
export function CreatorStoreByIdRoute() {
  const { creatorId } = useParams();
  if (!creatorId) return <Navigate to="/404" replace />;
  return <StorePlaceholder />;
}
