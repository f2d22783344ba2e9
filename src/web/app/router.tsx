import { lazy, type ComponentType } from 'react';
import { Route, Routes } from 'react-router';
import { loadAllTexts } from '#web/lib/i18n.ts';
import { AppLayout } from './layout/app-layout.tsx';

/**
 * Every screen is its own lazy chunk; the layout's Suspense shows the wordmark while it loads. A screen beyond the
 * pages buyers land on also loads every text of the app in its language (decision 047: in Hindi, a second catalog).
 */
function screen<M extends Record<string, unknown>>(
  load: () => Promise<M>,
  name: keyof M & string,
  texts: 'landing' | 'all' = 'all',
) {
  return lazy(async () => {
    const [module] = await Promise.all([load(), texts === 'all' ? loadAllTexts() : null]);
    return { default: module[name] as ComponentType };
  });
}

const Home = screen(() => import('./routes/home.tsx'), 'HomeRoute', 'landing');
const RoleSelect = screen(() => import('./routes/role-select.tsx'), 'RoleSelectRoute');
const Favorites = screen(() => import('./routes/favorites.tsx'), 'FavoritesRoute');
const Saved = screen(() => import('./routes/saved.tsx'), 'SavedRoute');
const Liked = screen(() => import('./routes/liked.tsx'), 'LikedRoute');
const Account = screen(() => import('./routes/account.tsx'), 'AccountRoute');
const EditProfile = screen(() => import('./routes/edit-profile.tsx'), 'EditProfileRoute');
const Order = screen(() => import('./routes/order.tsx'), 'OrderRoute');
const OrdersAndDeliveries = screen(() => import('./routes/orders-and-deliveries.tsx'), 'OrdersAndDeliveriesRoute');
const Checkout = screen(() => import('./routes/checkout.tsx'), 'CheckoutRoute');
const CollabInvites = screen(() => import('./routes/collab-invites.tsx'), 'CollabInvitesRoute');
const CustomizeStore = screen(() => import('./routes/customize-store.tsx'), 'CustomizeStoreRoute');
const MyStore = screen(() => import('./routes/my-store.tsx'), 'MyStoreRoute');
const Dashboard = screen(() => import('./routes/dashboard.tsx'), 'DashboardRoute');
const EditCollab = screen(() => import('./routes/edit-collab.tsx'), 'EditCollabRoute');
const CreatorProfile = screen(() => import('./routes/creator-profile.tsx'), 'CreatorProfileRoute');
const Cms = screen(() => import('./routes/cms.tsx'), 'CmsRoute');
const Auth = screen(() => import('./routes/auth.tsx'), 'AuthRoute');
const CreatorOnboarding = screen(() => import('./routes/creator-onboarding.tsx'), 'CreatorOnboardingRoute');
const CreatorCart = screen(() => import('./routes/creator-cart.tsx'), 'CreatorCartRoute');
const MerchantOnboard = screen(() => import('./routes/merchant-onboard.tsx'), 'MerchantOnboardRoute');
const SellerOnboarding = screen(() => import('./routes/seller-onboarding.tsx'), 'SellerOnboardingRoute');
const Shop = screen(() => import('./routes/shop.tsx'), 'ShopRoute', 'landing');
const ResetPassword = screen(() => import('./routes/reset-password.tsx'), 'ResetPasswordRoute');
const SellerAuth = screen(() => import('./routes/seller-auth.tsx'), 'SellerAuthRoute');
const SellerProfileRedirect = screen(
  () => import('./routes/seller-profile-redirect.tsx'),
  'SellerProfileRedirectRoute',
);
const SellerPage = screen(() => import('./routes/seller-page.tsx'), 'SellerPageRoute', 'landing');
const CreatorStoreByHandle = screen(() => import('./routes/creator-store.tsx'), 'CreatorStoreByHandleRoute', 'landing');
const CreatorStoreById = screen(() => import('./routes/creator-store.tsx'), 'CreatorStoreByIdRoute', 'landing');
const Grievance = screen(() => import('./routes/grievance.tsx'), 'GrievanceRoute');
const Privacy = screen(() => import('./routes/privacy.tsx'), 'PrivacyRoute');
const Ops = screen(() => import('./routes/ops.tsx'), 'OpsRoute');
const NotFound = screen(() => import('./routes/not-found.tsx'), 'NotFoundRoute', 'landing');

/** The route table of spec §2. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<AppLayout />}>
        <Route index element={<Home />} />
        <Route path="homie" element={<Home />} />
        <Route path="role-select" element={<RoleSelect />} />
        <Route path="favorites" element={<Favorites />} />
        <Route path="saved" element={<Saved />} />
        <Route path="liked" element={<Liked />} />
        <Route path="account" element={<Account />} />
        <Route path="edit-profile" element={<EditProfile />} />
        <Route path="order" element={<Order />} />
        <Route path="orders-and-deliveries" element={<OrdersAndDeliveries />} />
        <Route path="checkout" element={<Checkout />} />
        <Route path="collab-invites" element={<CollabInvites />} />
        <Route path="customize-store" element={<CustomizeStore />} />
        <Route path="my-store" element={<MyStore />} />
        <Route path="dashboard" element={<Dashboard />} />
        <Route path="edit-collab/:id" element={<EditCollab />} />
        <Route path="creator-profile" element={<CreatorProfile />} />
        <Route path="cms" element={<Cms />} />
        <Route path="auth" element={<Auth />} />
        <Route path="creator/start" element={<CreatorOnboarding />} />
        <Route path="creator-onboarding" element={<CreatorOnboarding />} />
        <Route path="creator/cart" element={<CreatorCart />} />
        <Route path="creator/:creatorId" element={<CreatorStoreById />} />
        <Route path="merchant/onboard" element={<MerchantOnboard />} />
        <Route path="onboarding/seller" element={<SellerOnboarding />} />
        <Route path="shop" element={<Shop />} />
        <Route path="seller-auth" element={<SellerAuth />} />
        <Route path="reset-password" element={<ResetPassword />} />
        <Route path="seller-profile" element={<SellerProfileRedirect />} />
        <Route path="seller-profile/:sellerId" element={<SellerPage />} />
        <Route path="seller/:slug" element={<SellerPage />} />
        <Route path="grievance" element={<Grievance />} />
        <Route path="privacy" element={<Privacy />} />
        <Route path="ops/*" element={<Ops />} />
        <Route path="404" element={<NotFound />} />
        {/* /@{username}: React Router has no partial segments, so the route checks the "@" itself. */}
        <Route path=":segment" element={<CreatorStoreByHandle />} />
        <Route path="*" element={<NotFound />} />
      </Route>
    </Routes>
  );
}
