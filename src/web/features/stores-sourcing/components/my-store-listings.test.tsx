// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Listing, ListingUnavailableReason } from '#shared/contracts/catalog.ts';
import type { CommissionTerms } from '#shared/contracts/commission.ts';
import { commissionEndpoints } from '#shared/endpoints/commission.ts';
import { storeEndpoints } from '#shared/endpoints/stores.ts';
import { answer, renderScreen, server } from '#web/testing/render-screen.tsx';
import { MyStoreListings } from './my-store-listings.tsx';

const listing = (id: string, name: string, unavailable: ListingUnavailableReason | null = null): Listing => ({
  id,
  markupPaise: 20_000,
  position: Number(id.slice(-1)),
  featured: false,
  buyerPricePaise: 140_000,
  unavailable,
  sellerChargesGst: true,
  product: {
    id: `product-${id}`,
    sellerId: 'seller-1',
    sku: null,
    name,
    nameHi: null,
    description: '',
    descriptionHi: null,
    category: 'fashion',
    hsnCode: '6204',
    gstRateBps: 500,
    maxMarkupPercent: null,
    brand: '',
    model: '',
    warranty: '',
    shipping: '',
    deliveryFeePaise: 0,
    returnPolicyDays: 7,
    pricePaise: 120_000,
    originalPricePaise: null,
    legalMetrology: null,
    stock: 5,
    // What the seller set: a product Haat hid is still active and resellable on its own row.
    resellable: unavailable !== 'not_resellable',
    status: unavailable === 'archived' ? 'archived' : 'active',
    images: [],
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
  },
});

const terms: CommissionTerms = {
  sellerDefaultBps: 0,
  sellerCategoryBps: {},
  creatorMarkupBps: 0,
  feeGstBps: 1800,
  effectiveFrom: null,
};

/** The listings once the server has answered them and the commission terms. */
async function renderListings(items: Listing[]) {
  server.use(
    answer(storeEndpoints.ownListings, () => ({ items })),
    answer(commissionEndpoints.terms, () => terms),
  );
  const { client } = renderScreen(<MyStoreListings />, { route: '/my-store' });
  await screen.findByText(items[0]?.product.name ?? '');
  await waitFor(() => expect(client.isFetching()).toBe(0));
}

const row = (name: string) => screen.getByText(name).closest('li') as HTMLElement;

describe('the creator’s listings on /my-store', () => {
  it('says of each product buyers cannot see why, Haat’s moderation included, and offers only its removal', async () => {
    await renderListings([
      listing('l-1', 'Brass lamp'),
      listing('l-2', 'Kanjivaram saree', 'hidden_by_haat'),
      listing('l-3', 'Cotton dupatta', 'seller_suspended'),
      listing('l-4', 'Silk stole', 'archived'),
      listing('l-5', 'Linen kurta', 'not_resellable'),
    ]);
    expect(within(row('Kanjivaram saree')).getByRole('note').textContent).toContain(
      'Not visible in your store: Haat hid this product from sale.',
    );
    expect(within(row('Cotton dupatta')).getByRole('note').textContent).toContain(
      'Not visible in your store: Haat suspended this product’s seller.',
    );
    expect(within(row('Silk stole')).getByRole('note').textContent).toContain(
      'Not visible in your store: the seller withdrew this product.',
    );
    expect(within(row('Linen kurta')).getByRole('note').textContent).toContain(
      'Not visible in your store: the seller no longer lets creators resell this product.',
    );
    expect(within(row('Kanjivaram saree')).getByRole('note').textContent).toContain(
      'a link you shared to it says it is no longer available',
    );
    // A hidden product cannot be featured or moved among what buyers see; it can be removed.
    expect(within(row('Kanjivaram saree')).queryByRole('button', { name: 'Feature Kanjivaram saree' })).toBeNull();
    expect(within(row('Kanjivaram saree')).queryByRole('button', { name: 'Move Kanjivaram saree up' })).toBeNull();
    expect(within(row('Kanjivaram saree')).getByRole('button', { name: /Remove/ })).toBeTruthy();

    // The one on sale says nothing of the kind.
    expect(within(row('Brass lamp')).queryByRole('note')).toBeNull();
    expect(within(row('Brass lamp')).getByRole('button', { name: 'Feature Brass lamp' })).toBeTruthy();
  });
});
