import { useQuery } from '@tanstack/react-query';
import { DEFAULT_DISPATCH_DAYS } from '#shared/contracts/onboarding.ts';
import { useState } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { LoadFailed } from '#web/components/load-failed.tsx';
import { LoadingScreen } from '#web/components/loading-screen.tsx';
import { accountRules, RequireAccount } from '#web/features/auth/components/require-account.tsx';
import { ownProductsQueryOptions } from '#web/features/catalog/api/seller-products.ts';
import { meQueryOptions } from '#web/features/profiles/api/profile.ts';
import { sellerBySlugQueryOptions } from '#web/features/catalog-sellers/api/sellers.ts';
import { SellerFirstProductScreen } from './seller-onboarding/seller-first-product.tsx';

function Screen({ slug }: { slug: string }) {
  const [params] = useSearchParams();
  const seller = useQuery(sellerBySlugQueryOptions(slug));
  const products = useQuery(ownProductsQueryOptions);
  // Whether the seller came here with products already (not the one this screen is adding): decided once, when the
  // list first arrives, so adding the first product here does not send them away mid-step.
  const [pastFirstStep, setPastFirstStep] = useState<boolean | null>(null);
  if (pastFirstStep === null && products.data)
    setPastFirstStep(products.data.items.length > 0 && !params.get('product'));
  if (seller.isPending || products.isPending) return <LoadingScreen variant="inline" />;
  if (products.isError) {
    return (
      <div className="mx-auto w-full max-w-2xl px-5 py-10">
        <LoadFailed what="Your products" onRetry={() => void products.refetch()} retrying={products.isFetching} />
      </div>
    );
  }
  const terms = seller.data ?? { resaleByDefault: true, maxMarkupPercent: null, dispatchDays: DEFAULT_DISPATCH_DAYS };
  // Back on a product added here (a reload): its photos and the terms, not a second product.
  const added = products.data.items.find((product) => product.id === params.get('product')) ?? null;
  // A seller who already had products is past the first-product step: their dashboard is where they list more.
  if (pastFirstStep) return <Navigate to="/dashboard" replace />;
  return (
    <SellerFirstProductScreen
      slug={slug}
      terms={{
        resaleByDefault: terms.resaleByDefault,
        maxMarkupPercent: terms.maxMarkupPercent,
        dispatchDays: terms.dispatchDays,
      }}
      initialProduct={added}
    />
  );
}

function WithSeller() {
  const me = useQuery(meQueryOptions);
  const slug = me.data?.seller?.slug;
  return slug ? <Screen slug={slug} /> : null;
}

/** /onboarding/seller: the second seller step, a first product with photos and the resale terms. */
export function SellerOnboardingRoute() {
  return (
    <RequireAccount rule={accountRules.sellerSetup}>
      <WithSeller />
    </RequireAccount>
  );
}
