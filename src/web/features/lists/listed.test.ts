// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ListEntry } from '#shared/contracts/lists.ts';

const entry = (productId: string): ListEntry => ({
  productId,
  listingId: `listing-${productId}`,
  storeHandle: 'priya.styles',
  name: `Jhumka ${productId}`,
  nameHi: null,
  category: 'jewellery',
  image: null,
  pricePaise: 49_900,
  originalPricePaise: null,
  ref: null,
  utmSource: null,
  addedAt: '2026-11-30T10:00:00.000Z',
});

beforeEach(() => {
  localStorage.clear();
  vi.resetModules();
});

describe('the listed products (what Like and Save show)', () => {
  it('are the stored lists’ product ids, read without their schema', async () => {
    localStorage.setItem(
      'haat:product-lists',
      JSON.stringify({ saved: [entry('p1'), { productId: 7 }], liked: [entry('p2')] }),
    );
    const { listedStore, isListed } = await import('./listed.ts');
    expect(listedStore.get()).toEqual({ saved: ['p1'], liked: ['p2'] });
    expect(isListed(listedStore.get(), 'liked', 'p2')).toBe(true);
    expect(isListed(listedStore.get(), 'saved', 'p2')).toBe(false);
  });

  it('show a press at once, and then the checked lists once the lists’ code has loaded', async () => {
    const { listedStore } = await import('./listed.ts');
    const { toggleListEntry } = await import('./list-actions.ts');
    const done = toggleListEntry('liked', entry('p3'));
    expect(listedStore.get().liked).toEqual(['p3']);
    await expect(done).resolves.toBe(true);
    const { listsStore } = await import('./lists-store.ts');
    expect(listsStore.get().liked.map((item) => item.productId)).toEqual(['p3']);
    listsStore.set({ saved: [entry('p4')], liked: [] });
    expect(listedStore.get()).toEqual({ saved: ['p4'], liked: [] });
  });
});
