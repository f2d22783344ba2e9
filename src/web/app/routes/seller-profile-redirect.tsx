import { useQuery } from '@tanstack/react-query';
import { Navigate } from 'react-router';
import { LoadingScreen } from '#web/components/loading-screen.tsx';
import { useSession } from '#web/features/auth/use-auth.ts';
import { meQueryOptions } from '#web/features/profiles/api/profile.ts';

/**
 * /seller-profile: a signed-in seller goes to their public page, a signed-in
 * user without a seller account to seller onboarding, everyone else to seller sign-in.
 */
export function SellerProfileRedirectRoute() {
  const session = useSession();
  const me = useQuery({ ...meQueryOptions, enabled: Boolean(session.data) });
  if (session.isPending || (session.data && me.isPending)) return <LoadingScreen variant="inline" />;
  if (!session.data) return <Navigate to="/seller-auth" replace />;
  return <Navigate to={me.data?.seller ? `/seller/${me.data.seller.slug}` : '/merchant/onboard'} replace />;
}
