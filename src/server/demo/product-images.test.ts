import { describe, expect, it } from 'vitest';
import { demoProducts } from './demo-catalog.ts';
import { productArtByCategory } from './product-art.ts';
import { productImageSvg } from './product-images.ts';
import { createRandom } from '#shared/random.ts';

describe('createRandom', () => {
  it('repeats the same sequence for the same seed', () => {
    const a = createRandom(42);
    const b = createRandom(42);
    const first = Array.from({ length: 20 }, () => a.next());
    expect(Array.from({ length: 20 }, () => b.next())).toEqual(first);
    expect(Array.from({ length: 20 }, () => createRandom(43).next())).not.toEqual(first);
  });

  it('keeps int, pick and shuffle within their inputs', () => {
    const random = createRandom(7);
    for (let index = 0; index < 200; index += 1) {
      const value = random.int(3, 5);
      expect(value).toBeGreaterThanOrEqual(3);
      expect(value).toBeLessThanOrEqual(5);
      expect(['a', 'b']).toContain(random.pick(['a', 'b']));
    }
    expect(random.shuffle([1, 2, 3, 4, 5]).toSorted()).toEqual([1, 2, 3, 4, 5]);
    expect(() => random.pick([])).toThrow(RangeError);
  });
});

describe('product images', () => {
  it('draws every demo product with a picture that fits its name', () => {
    const unmatched = demoProducts.filter(
      (product) => !productArtByCategory[product.category].some((art) => art.keywords.test(product.name)),
    );
    expect(unmatched.map((product) => product.name)).toEqual([]);
  });

  it('builds text-free, deterministic SVG that differs per position', () => {
    const subject = {
      id: '00000000-0000-4000-8000-000000000000',
      name: 'Kundan Jhumka Earrings',
      category: 'jewellery',
    };
    const front = productImageSvg(subject, 0);
    expect(productImageSvg(subject, 0)).toEqual(front);
    expect(productImageSvg(subject, 1).svg).not.toBe(front.svg);
    expect(front.svg).not.toMatch(/<text|<tspan|font-family/);
    expect(front.alt).toMatch(/^Kundan Jhumka Earrings: pair of jhumka earrings on a [a-z-]+ studio backdrop$/);
    expect(productImageSvg(subject, 1).alt).toContain('close-up');
  });
});
