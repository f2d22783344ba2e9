import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import CheckCircle2 from 'lucide-react/icons/circle-check';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import type { Product } from '#shared/contracts/catalog.ts';
import type { ResaleTerms } from '#shared/contracts/onboarding.ts';
import { formatRupees } from '#shared/money.ts';
import { formatCount } from '#web/lib/format.ts';
import { failureToast, toast } from '#web/lib/toast.ts';
import { createProduct } from '#web/features/catalog/api/seller-products.ts';
import { SellerPayTerms } from '#web/features/commission/public.ts';
import { ProductForm } from '#web/features/catalog/components/product-form.tsx';
import { ProductPhotos } from '#web/features/catalog/components/product-photos.tsx';
import { OnboardingShell } from '#web/features/onboarding/components/onboarding-shell.tsx';
import { ResaleTermsForm } from '#web/features/onboarding/components/resale-terms-form.tsx';
import * as queryKeys from '#web/lib/query-keys.ts';

function SavedProduct({ product }: { product: Product }) {
  const { t } = useLingui();
  const price = formatRupees(product.pricePaise);
  const stock = formatCount(product.stock);
  return (
    <div className="flex items-start gap-3 rounded-xl border border-emerald-400/30 bg-emerald-400/10 p-3.5">
      <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-emerald-300" aria-hidden />
      <div className="min-w-0">
        <p className="truncate font-semibold">{product.name}</p>
        <p className="text-sm text-text-secondary tabular-nums">
          <Trans>
            {price} · {stock} in stock
          </Trans>{' '}
          · {product.resellable ? t`Creators may resell it` : t`Sold by you only`}
        </p>
        {product.status === 'archived' ? (
          <p className="mt-1 text-sm text-text-secondary">
            <Trans>
              Kept off sale until you give your GSTIN, or your GST enrolment number if you are not registered, in
              Products › GST details.
            </Trans>
          </p>
        ) : null}
      </div>
    </div>
  );
}

/**
 * /onboarding/seller, step 2: a first product, its photos right here, and the
 * resale terms; finishing opens the dashboard. The product's id rides in the
 * URL (?product=…), so a reload stays on its photos instead of starting over.
 */
export function SellerFirstProductScreen({
  slug,
  terms,
  initialProduct,
}: {
  slug: string;
  terms: Required<ResaleTerms>;
  initialProduct: Product | null;
}) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [, setParams] = useSearchParams();
  const [product, setProduct] = useState(initialProduct);
  const toDashboard = () => void navigate('/dashboard', { replace: true });

  return (
    <OnboardingShell
      wide
      step={t`Step 2 of 2`}
      title={t`Add your first product`}
      intro={t`Creators pick sellers’ products for their stores. Add one now with a photo; you can list more from your dashboard any time.`}
    >
      {product ? (
        <div className="space-y-8">
          <SavedProduct product={product} />
          <section aria-labelledby="first-photos-title" className="space-y-3">
            <div>
              <h2 id="first-photos-title" className="text-lg font-bold">
                <Trans>Photos</Trans>
              </h2>
              <p className="text-sm text-text-secondary">
                <Trans>Buyers decide on photos first. The first one leads wherever your product shows.</Trans>
              </p>
            </div>
            <ProductPhotos product={product} onChange={setProduct} />
          </section>
          <section aria-labelledby="resale-terms-title" className="space-y-4 border-t border-border pt-6">
            <div>
              <h2 id="resale-terms-title" className="text-lg font-bold">
                <Trans>How creators resell</Trans>
              </h2>
              <p className="text-sm text-text-secondary">
                <Trans>Creators add your products to their stores with their own markup.</Trans> <SellerPayTerms />
              </p>
            </div>
            <ResaleTermsForm
              saved={terms}
              submitLabel={t`Finish and open my dashboard`}
              onSaved={() => {
                toast({ title: t`You are set up`, description: t`Your page is live at /seller/${slug}` });
                toDashboard();
              }}
            />
          </section>
        </div>
      ) : (
        <ProductForm
          foldDetails
          defaultResellable={terms.resaleByDefault}
          submitLabel={t`Save and add photos`}
          cancelLabel={t`Skip for now`}
          onCancel={toDashboard}
          onSubmit={async (input) => {
            try {
              const saved = await createProduct(input);
              await queryClient.invalidateQueries({ queryKey: queryKeys.catalog });
              setProduct(saved);
              setParams({ product: saved.id }, { replace: true });
            } catch (error) {
              failureToast(t`Product not saved`, error);
              throw error;
            }
          }}
        />
      )}
    </OnboardingShell>
  );
}
