/**
 * Every route of spec §2 with a path that opens it and the heading a signed-out
 * visitor sees there (screens for one kind of account send them to sign in).
 */
export const specRoutes: { path: string; heading: RegExp; chunk: string }[] = [
  { path: '/', heading: /Your audience\. Your store\./, chunk: 'home' },
  { path: '/homie', heading: /Your audience\. Your store\./, chunk: 'home' },
  { path: '/role-select', heading: /Who are you\?/, chunk: 'role-select' },
  { path: '/favorites', heading: /Your favourites/, chunk: 'favorites' },
  { path: '/saved', heading: /^Saved$/, chunk: 'saved' },
  { path: '/liked', heading: /^Liked$/, chunk: 'liked' },
  { path: '/account', heading: /Welcome to Haat/, chunk: 'account' },
  { path: '/edit-profile', heading: /Welcome to Haat/, chunk: 'edit-profile' },
  { path: '/order', heading: /Find your order/, chunk: 'order' },
  { path: '/orders-and-deliveries', heading: /Orders & deliveries/, chunk: 'orders-and-deliveries' },
  { path: '/checkout', heading: /Checkout/, chunk: 'checkout' },
  { path: '/collab-invites', heading: /Collab invites/, chunk: 'collab-invites' },
  { path: '/customize-store', heading: /Welcome to Haat/, chunk: 'customize-store' },
  { path: '/my-store', heading: /Welcome to Haat/, chunk: 'my-store' },
  { path: '/dashboard', heading: /Welcome to Haat/, chunk: 'dashboard' },
  { path: '/edit-collab/7', heading: /Haat for sellers/, chunk: 'edit-collab' },
  { path: '/creator-profile', heading: /Welcome to Haat/, chunk: 'creator-profile' },
  { path: '/cms', heading: /Welcome to Haat/, chunk: 'cms' },
  { path: '/auth', heading: /Welcome to Haat/, chunk: 'auth' },
  { path: '/creator/start', heading: /Welcome to Haat/, chunk: 'creator-onboarding' },
  { path: '/creator-onboarding', heading: /Welcome to Haat/, chunk: 'creator-onboarding' },
  { path: '/creator/cart', heading: /Welcome to Haat/, chunk: 'creator-cart' },
  { path: '/merchant/onboard', heading: /Haat for sellers/, chunk: 'merchant-onboard' },
  { path: '/onboarding/seller', heading: /Haat for sellers/, chunk: 'seller-onboarding' },
  { path: '/shop', heading: /Shop the picks you trust/, chunk: 'shop' },
  // Beyond spec §2: who runs Haat and how to complain (issue 39, decision 054).
  { path: '/grievance', heading: /Complaints and grievance officer/, chunk: 'grievance' },
  // The privacy notice (decision 057).
  { path: '/privacy', heading: /Privacy notice/, chunk: 'privacy' },
  { path: '/seller-auth', heading: /Haat for sellers/, chunk: 'seller-auth' },
  { path: '/reset-password?token=x', heading: /Choose a new password/, chunk: 'reset-password' },
  { path: '/seller/rangmahal-jewels', heading: /Rangmahal Jewels/, chunk: 'seller-page' },
  {
    path: '/seller-profile/00000000-0000-4000-8000-000000000000',
    heading: /This stall isn't in the haat/,
    chunk: 'seller-page',
  },
  { path: '/@priya.styles', heading: /Priya/, chunk: 'creator-store' },
  { path: '/creator/some-creator-id', heading: /This stall isn't in the haat/, chunk: 'creator-store' },
  { path: '/this/page/does-not-exist', heading: /This stall isn't in the haat/, chunk: 'not-found' },
];
