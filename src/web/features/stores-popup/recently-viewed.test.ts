// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { answersBeside } from '#web/testing/stored-shapes.ts';
import { viewedShape } from './recently-viewed.ts';

describe('what a product link remembers on the device', () => {
  it('checks the products viewed by hand exactly as the zod schema it replaced (decision 087)', () => {
    const viewed = z.object({
      listingId: z.string(),
      productId: z.string(),
      storeHandle: z.string(),
      name: z.string(),
      imageUrl: z.string().nullable(),
      pricePaise: z.number().int(),
    });
    const product = {
      listingId: 'l',
      productId: 'p',
      storeHandle: 'priya.styles',
      name: 'Jhumka',
      imageUrl: '/a.webp',
      pricePaise: 100,
    };
    const valid = [[], [product], [product, { ...product, imageUrl: null }]];
    const { ours, zods, taken, count } = answersBeside(viewedShape, z.array(viewed), valid, 20_261_132);
    expect(ours).toEqual(zods);
    expect(taken).toBeGreaterThanOrEqual(valid.length);
    expect(taken).toBeLessThan(count / 2);
  });
});
