import { Navigate } from 'react-router';

/**
 * /seller-profile has no page of its own: it sends a seller to their public
 * page. Until accounts exist nobody is signed in, so it goes to seller sign-in.
 */
export function SellerProfileRedirectRoute() {
  return <Navigate to="/seller-auth" replace />;
}
