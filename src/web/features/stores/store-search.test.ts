import { describe, expect, it } from 'vitest';
import type { StoreProduct } from '#shared/contracts/catalog.ts';
import {
  filterStoreProducts,
  foundStoreProducts,
  isSearching,
  readStoreSearch,
  storeCategories,
} from './store-search.ts';

const product = (name: string, category: string, brand = ''): StoreProduct => ({
  listingId: name,
  featured: false,
  pricePaise: 10_000,
  inStock: true,
  product: {
    id: name,
    sellerId: 'seller',
    name,
    description: 'Words in the description are not searched.',
    nameHi: null,
    descriptionHi: null,
    category: category as StoreProduct['product']['category'],
    brand,
    model: '',
    warranty: '',
    shipping: '',
    deliveryFeePaise: 0,
    returnPolicyDays: 30,
    originalPricePaise: null,
    legalMetrology: null,
    images: [],
    createdAt: '2026-01-01T00:00:00Z',
    updatedAt: '2026-01-01T00:00:00Z',
  },
  seller: { id: 'seller', slug: 'seller', name: 'A seller', city: 'Jaipur' },
  delivery: { feePaise: 0, dispatchDays: 2, minDays: 3, maxDays: 9 },
});

const items = [
  product('Kundan Jhumka Earrings', 'jewellery', 'Rangmahal'),
  product('Masala Chai, 250 g', 'food'),
  product('Café Filter Coffee', 'food'),
  product('Ikat Cushion Covers', 'home'),
];
const names = (found: StoreProduct[]) => found.map((item) => item.product.name);
const found = (ids: string[], category = '') => names(foundStoreProducts(items, ids, { q: 'x', category }));

describe('store search', () => {
  it('matches every word, in any case and without accents, in the name, brand or category', () => {
    expect(names(filterStoreProducts(items, { q: 'JHUMKA kundan', category: '' }))).toEqual(['Kundan Jhumka Earrings']);
    expect(names(filterStoreProducts(items, { q: 'cafe', category: '' }))).toEqual(['Café Filter Coffee']);
    expect(names(filterStoreProducts(items, { q: 'rangmahal', category: '' }))).toEqual(['Kundan Jhumka Earrings']);
    expect(names(filterStoreProducts(items, { q: 'gourmet', category: '' }))).toEqual([
      'Masala Chai, 250 g',
      'Café Filter Coffee',
    ]);
    expect(filterStoreProducts(items, { q: 'description', category: '' })).toEqual([]);
    expect(filterStoreProducts(items, { q: '  ', category: '' })).toHaveLength(4);
  });

  it('narrows to a category, and words within it', () => {
    expect(names(filterStoreProducts(items, { q: '', category: 'food' }))).toEqual([
      'Masala Chai, 250 g',
      'Café Filter Coffee',
    ]);
    expect(names(filterStoreProducts(items, { q: 'chai', category: 'food' }))).toEqual(['Masala Chai, 250 g']);
    expect(filterStoreProducts(items, { q: 'chai', category: 'home' })).toEqual([]);
  });

  it("shows the server's finds in its order, within the category, leaving out listings the store no longer has", () => {
    expect(found(['Café Filter Coffee', 'gone', 'Kundan Jhumka Earrings'])).toEqual([
      'Café Filter Coffee',
      'Kundan Jhumka Earrings',
    ]);
    expect(found(['Café Filter Coffee', 'Kundan Jhumka Earrings'], 'jewellery')).toEqual(['Kundan Jhumka Earrings']);
    expect(found([])).toEqual([]);
  });

  it('lists the categories the store has, in the marketplace order, with counts', () => {
    expect(storeCategories(items)).toEqual([
      { id: 'jewellery', label: 'Jewellery', count: 1 },
      { id: 'home', label: 'Home & Living', count: 1 },
      { id: 'food', label: 'Food & Gourmet', count: 2 },
    ]);
  });

  it('reads its own parameters from the URL and leaves the rest', () => {
    const search = readStoreSearch(new URLSearchParams('ref=priya.styles&utm_source=whatsapp&q=chai&category=food'));
    expect(search).toEqual({ q: 'chai', category: 'food' });
    expect(isSearching(search)).toBe(true);
    expect(isSearching(readStoreSearch(new URLSearchParams('ref=ig&q=%20')))).toBe(false);
  });
});
