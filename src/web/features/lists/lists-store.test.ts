// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { productListsSchema } from '#shared/contracts/lists.ts';
import { answersBeside } from '#web/testing/stored-shapes.ts';
import { listsShape } from './lists-store.ts';

const image = { id: 'image-1', url: '/media/p/0-640.webp', srcset: '/media/p/0-320.webp 320w', alt: 'Jhumka' };
const entry = {
  productId: 'product-1',
  listingId: 'listing-1',
  storeHandle: 'priya.styles',
  name: 'Jhumka',
  nameHi: null,
  category: 'Jewellery',
  image,
  pricePaise: 49_900,
  originalPricePaise: null,
  ref: 'priya',
  utmSource: null,
  addedAt: '2026-11-30T10:00:00.000Z',
};

describe('the saved and liked lists kept on the device', () => {
  it('are checked by hand exactly as the lists contract checks them (decision 087)', () => {
    const valid = [
      { saved: [], liked: [] },
      { saved: [entry], liked: [] },
      { saved: [entry, { ...entry, productId: 'product-2', image: null, listingId: null }], liked: [entry] },
      {
        saved: [],
        liked: [{ ...entry, storeHandle: null, nameHi: 'झुमका', pricePaise: null, originalPricePaise: 59_900 }],
      },
    ];
    const { ours, zods, taken, count } = answersBeside(listsShape, productListsSchema, valid, 20_261_130);
    expect(ours).toEqual(zods);
    expect(taken).toBeGreaterThanOrEqual(valid.length);
    expect(taken).toBeLessThan(count / 2);
  });
});
