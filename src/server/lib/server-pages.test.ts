import { describe, expect, it } from 'vitest';
import { pageCacheKey, routePreloads } from './server-pages.ts';

describe('pageCacheKey', () => {
  it('is one entry for every visitor of a campaign link, whatever the order of its query', () => {
    const a = pageCacheKey('/@priya.styles', new URLSearchParams('utm_source=instagram&ref=ig&fbclid=abc'), 'en');
    const b = pageCacheKey('/@priya.styles', new URLSearchParams('ref=ig&utm_source=whatsapp'), 'en');
    expect(a).toBe(b);
  });

  it('is one entry per language, however the language was chosen', () => {
    const english = pageCacheKey('/@priya.styles', new URLSearchParams(), 'en');
    const hindi = pageCacheKey('/@priya.styles', new URLSearchParams(), 'hi');
    expect(hindi).not.toBe(english);
    expect(pageCacheKey('/@priya.styles', new URLSearchParams('lang=hi'), 'hi')).toBe(hindi);
  });

  it('keeps what changes the page: a product, a search, a ref that /shop forwards', () => {
    const plain = pageCacheKey('/@priya.styles', new URLSearchParams(), 'en');
    expect(pageCacheKey('/@priya.styles', new URLSearchParams('product=abc'), 'en')).not.toBe(plain);
    expect(pageCacheKey('/shop', new URLSearchParams('q=kurta'), 'en')).not.toBe(
      pageCacheKey('/shop', new URLSearchParams(), 'en'),
    );
    expect(pageCacheKey('/shop', new URLSearchParams('ref=priya.styles'), 'en')).not.toBe(
      pageCacheKey('/shop', new URLSearchParams(), 'en'),
    );
  });
});

describe('routePreloads', () => {
  const manifest = {
    'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_vendor-1.js'] },
    '_vendor-1.js': { file: 'assets/vendor-1.js' },
    '_card-1.js': { file: 'assets/card-1.js', imports: ['_vendor-1.js', '_money-1.js'] },
    '_money-1.js': { file: 'assets/money-1.js' },
    'src/web/app/routes/creator-store.tsx': {
      file: 'assets/creator-store-1.js',
      imports: ['_vendor-1.js', 'index.html', '_card-1.js'],
    },
  };

  it("lists the route's chunk and what it imports, each after what it imports, without what index.html already loads", () => {
    expect(routePreloads(manifest, 'src/web/app/routes/creator-store.tsx')).toEqual([
      '/assets/money-1.js',
      '/assets/card-1.js',
      '/assets/creator-store-1.js',
    ]);
  });

  it('is empty for a module the build does not know', () => {
    expect(routePreloads(manifest, 'src/web/app/routes/missing.tsx')).toEqual([]);
  });
});
