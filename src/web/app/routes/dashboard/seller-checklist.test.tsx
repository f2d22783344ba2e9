// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { SellerCampaign } from '#shared/contracts/campaigns.ts';
import type { Product } from '#shared/contracts/catalog.ts';
import { uiStore } from '#web/lib/ui-store.ts';
import { ownProductsQueryOptions } from '#web/features/catalog/api/seller-products.ts';
import { sellerCampaignsQueryOptions } from '#web/features/campaigns/api/campaign-queries.ts';
import { testCampaign } from '#web/features/campaigns/test-campaigns.ts';
import { SellerChecklist } from './seller-checklist.tsx';

afterEach(cleanup);

const photo = { id: 'img-1', url: '/media/p.webp', srcset: '/media/p.webp 640w', alt: 'Saree' };
const product = (fields: Partial<Product> = {}): Product => ({
  id: 'p-1',
  sellerId: 'seller-1',
  sku: null,
  hsnCode: '6211',
  gstRateBps: 500,
  maxMarkupPercent: null,
  name: 'Kota doria saree',
  description: '',
  category: 'fashion',
  brand: '',
  model: '',
  warranty: '2 Years',
  shipping: 'Free',
  returnPolicyDays: 30,
  pricePaise: 129_900,
  originalPricePaise: null,
  stock: 5,
  resellable: false,
  status: 'active',
  images: [],
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...fields,
});
const campaign = (fields: Partial<SellerCampaign>): SellerCampaign => ({
  ...testCampaign(1, fields),
  participants: 0,
  submissions: 0,
  approved: 0,
  paidOutPaise: 0,
});

// Both answers are in the cache and never stale: nothing goes to the network.
function renderChecklist(products: Product[], campaigns: SellerCampaign[]) {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  client.setQueryData(ownProductsQueryOptions.queryKey, { items: products });
  client.setQueryData(sellerCampaignsQueryOptions('loom').queryKey, { items: campaigns });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <SellerChecklist sellerSlug="loom" />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const step = (name: string) =>
  screen.getAllByRole('listitem').find((item) => item.textContent?.includes(name)) as HTMLElement;

describe('the seller checklist', () => {
  it('starts with everything to do, each with the way to do it', () => {
    renderChecklist([], []);
    expect(screen.getByRole('heading', { name: 'Get started selling on Haat' })).toBeTruthy();
    expect(screen.getByText('0 of 4 done')).toBeTruthy();
    for (const name of ['Add a product', 'Add photos', 'Set resale terms', 'Post a first campaign'])
      expect(step(name).textContent).toContain('To do:');
    expect(
      within(step('Add a product'))
        .getByRole('link', { name: /Add your first product/ })
        .getAttribute('href'),
    ).toBe('/onboarding/seller');
    expect(
      within(step('Post a first campaign'))
        .getByRole('link', { name: /Post a campaign/ })
        .getAttribute('href'),
    ).toBe('/edit-collab/new');
    fireEvent.click(within(step('Add photos')).getByRole('button', { name: /Add photos in Products/ }));
    expect(uiStore.get().activePanel).toBe('products');
  });

  it('ticks what the seller has: a product on sale, its photos, resale, a posted campaign (not a draft, not an archived product)', () => {
    renderChecklist(
      [product(), product({ id: 'p-2', status: 'archived', images: [photo], resellable: true })],
      [campaign({ status: 'draft' })],
    );
    expect(screen.getByText('1 of 4 done')).toBeTruthy();
    expect(step('Add a product').textContent).toContain('Done:');
    expect(within(step('Add a product')).queryByRole('link')).toBeNull();
    for (const name of ['Add photos', 'Set resale terms', 'Post a first campaign'])
      expect(step(name).textContent).toContain('To do:');
  });

  it('goes once every step is done', () => {
    const { container } = renderChecklist(
      [product({ images: [photo], resellable: true })],
      [campaign({ status: 'closed' })],
    );
    expect(container.textContent).toBe('');
  });
});
