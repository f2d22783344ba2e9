// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { StoreProduct } from '#shared/contracts/catalog.ts';
import type { PublicStore } from '#shared/contracts/stores.ts';
import { storeEndpoints } from '#shared/endpoints/stores.ts';
import { productPopup } from '#web/features/stores-popup/public.ts';
import { answer, refuse, renderScreen, server } from '#web/testing/render-screen.tsx';
import { StoreProducts } from './store-products.tsx';

const store: PublicStore = {
  id: 'store-1',
  handle: 'meera.wears',
  displayName: 'Meera',
  bio: '',
  avatarUrl: null,
  banner: null,
  theme: null,
  announcement: '',
  links: [],
  featuredTitle: '',
  payNowDiscountBps: 0,
};

const item = (listingId: string, name: string): StoreProduct => ({
  listingId,
  featured: false,
  pricePaise: 150_000,
  inStock: true,
  product: {
    id: `product-${listingId}`,
    sellerId: 'seller-1',
    name,
    description: '',
    nameHi: null,
    descriptionHi: null,
    category: 'fashion',
    brand: '',
    model: '',
    warranty: '',
    shipping: '',
    deliveryFeePaise: 0,
    returnPolicyDays: 7,
    originalPricePaise: null,
    legalMetrology: null,
    images: [],
    createdAt: '2026-01-01T00:00:00Z',
    updatedAt: '2026-01-01T00:00:00Z',
  },
  seller: { id: 'seller-1', slug: 'kaveri-silks', name: 'Kaveri Silks', city: 'Chennai' },
  delivery: { feePaise: 0, dispatchDays: 2, minDays: 3, maxDays: 7 },
});

/** The store at `path` (a shared product link), once the server has answered its products. */
async function renderStore(path: string, items: StoreProduct[]) {
  server.use(
    answer(storeEndpoints.products, ({ params }) =>
      params.handle === store.handle ? { items } : refuse(404, 'not_found', 'No such store.'),
    ),
  );
  renderScreen(<StoreProducts store={store} popup={null} />, { route: path });
  await waitFor(() => expect(screen.queryByText('Loading the store')).toBeNull());
}

describe('a shared product link to a store', () => {
  it('says the product is no longer available when the store no longer offers it, above what it sells now', async () => {
    // A listing Haat hid (or whose seller it suspended, or that was archived or withdrawn from resale) is not among
    // the store's products: its link finds nothing to open.
    await renderStore('/@meera.wears?product=listing-hidden', [item('listing-1', 'Brass lamp')]);
    // Its words load with it (kept off the store's first load).
    const notice = await screen.findByRole('status');
    expect(notice.textContent).toContain('This product is no longer available');
    expect(notice.textContent).toContain('The link you followed is to a product Meera no longer sells.');
    expect(productPopup.get()).toBeNull();
    expect(screen.getByRole('button', { name: /Brass lamp/ })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText('This product is no longer available')).toBeNull();
  });

  it('says so in a store with nothing left in it too', async () => {
    await renderStore('/@meera.wears?product=listing-archived', []);
    expect((await screen.findByRole('status')).textContent).toContain('This product is no longer available');
    expect(screen.getByText('Nothing in this store yet. Check back soon.')).toBeTruthy();
  });

  it('opens the product it still offers, and says nothing of the kind', async () => {
    await renderStore('/@meera.wears?product=listing-1', [item('listing-1', 'Brass lamp')]);
    expect(productPopup.get()?.item.listingId).toBe('listing-1');
    expect(screen.queryByText('This product is no longer available')).toBeNull();
  });
});
