import { Building2, MapPin, Package } from 'lucide-react';
import type { PublicSeller } from '#shared/contracts/onboarding.ts';

/** A seller's public page: who they are now, their products with the catalog release. */
export function SellerFront({ seller }: { seller: PublicSeller }) {
  return (
    <article className="mx-auto w-full max-w-3xl px-5 py-10 sm:py-14" aria-labelledby="seller-title">
      <header className="flex items-start gap-4">
        <span className="flex size-16 shrink-0 items-center justify-center rounded-2xl bg-gradient-accent text-white shadow-md">
          <Building2 className="size-8" aria-hidden />
        </span>
        <div>
          <p className="text-xs font-semibold tracking-wide text-text-secondary uppercase">Seller</p>
          <h1 id="seller-title" className="text-3xl font-black tracking-tight">
            {seller.businessName}
          </h1>
          {seller.city ? (
            <p className="mt-1 inline-flex items-center gap-1 text-sm text-text-secondary">
              <MapPin className="size-4" aria-hidden /> {seller.city}
            </p>
          ) : null}
        </div>
      </header>
      {seller.description ? <p className="mt-6 text-text-secondary">{seller.description}</p> : null}
      <p className="mt-6 inline-flex rounded-full border border-border bg-muted px-3 py-1 text-xs font-semibold">
        {seller.resaleByDefault ? 'Creators may resell these products' : 'Sold directly by the seller'}
      </p>
      <div className="mt-10 flex flex-col items-center gap-3 rounded-card border border-dashed border-border p-8 text-center">
        <Package className="size-8 text-primary" aria-hidden />
        <p className="font-semibold">Products arrive with the catalog release</p>
        <p className="max-w-sm text-sm text-text-secondary">Photos, prices in ₹ and stock for everything {seller.businessName} lists.</p>
      </div>
    </article>
  );
}
