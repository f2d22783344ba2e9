// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SellerCampaign } from '#shared/contracts/campaigns.ts';
import type { SellerCatalogSummary } from '#shared/contracts/catalog.ts';
import { sellerCampaignEndpoints } from '#shared/endpoints/campaigns.ts';
import { catalogEndpoints } from '#shared/endpoints/catalog.ts';
import { uiStore } from '#web/lib/ui-store.ts';
import { testCampaign } from '#web/features/campaigns/test-campaigns.ts';
import { answer, renderScreen, server } from '#web/testing/render-screen.tsx';
import { SellerChecklist } from './seller-checklist.tsx';

const counts = (fields: Partial<SellerCatalogSummary> = {}): SellerCatalogSummary => ({
  total: 0,
  onSale: 0,
  onSaleWithPhotos: 0,
  onSaleResellable: 0,
  ...fields,
});
const campaign = (fields: Partial<SellerCampaign>): SellerCampaign => ({
  ...testCampaign(1, fields),
  participants: 0,
  submissions: 0,
  approved: 0,
  paidOutPaise: 0,
});

/** The checklist once the server has answered the catalog's counts and the campaigns (it shows nothing before). */
async function renderChecklist(catalog: SellerCatalogSummary, campaigns: SellerCampaign[]) {
  server.use(
    answer(catalogEndpoints.catalogSummary, () => catalog),
    answer(sellerCampaignEndpoints.list, () => ({ items: campaigns })),
  );
  const rendered = renderScreen(<SellerChecklist sellerSlug="loom" />, { route: '/' });
  await waitFor(() => expect(rendered.client.isFetching()).toBe(0));
  return rendered;
}

const step = (name: string) =>
  screen.getAllByRole('listitem').find((item) => item.textContent?.includes(name)) as HTMLElement;

describe('the seller checklist', () => {
  it('starts with everything to do, each with the way to do it', async () => {
    await renderChecklist(counts(), []);
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

  it('sends a seller whose products are all archived to Products, not to the first-product step', async () => {
    await renderChecklist(counts({ total: 3 }), []);
    expect(within(step('Add a product')).queryByRole('link')).toBeNull();
    fireEvent.click(within(step('Add a product')).getByRole('button', { name: /Add one in Products/ }));
    expect(uiStore.get().activePanel).toBe('products');
  });

  it('ticks what the seller has: a product on sale, its photos, resale, a posted campaign (not a draft)', async () => {
    await renderChecklist(counts({ total: 1, onSale: 1 }), [campaign({ status: 'draft' })]);
    expect(screen.getByText('1 of 4 done')).toBeTruthy();
    expect(step('Add a product').textContent).toContain('Done:');
    expect(within(step('Add a product')).queryByRole('link')).toBeNull();
    for (const name of ['Add photos', 'Set resale terms', 'Post a first campaign'])
      expect(step(name).textContent).toContain('To do:');
  });

  it('goes once every step is done', async () => {
    const { container } = await renderChecklist(counts({ onSale: 1, onSaleWithPhotos: 1, onSaleResellable: 1 }), [
      campaign({ status: 'closed' }),
    ]);
    expect(container.textContent).toBe('');
  });
});
