// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { attributionFor, captureAttribution, readAttributionParams } from './attribution.ts';

const DAY = 24 * 60 * 60 * 1000;
const NOW = Date.parse('2025-06-01T10:00:00.000Z');
const store = { id: 'store-1', handle: 'priya.styles' };

beforeEach(() => {
  localStorage.clear();
});

describe('readAttributionParams', () => {
  it('keeps well-formed values, trimmed, and drops the rest', () => {
    const params = new URLSearchParams({ ref: ' priya.styles ', creatorId: 'a b', utm_source: 'x'.repeat(61) });
    expect(readAttributionParams(params)).toEqual({ ref: 'priya.styles', creatorId: null, utmSource: null });
    expect(readAttributionParams(new URLSearchParams({ utm_source: 'whatsapp', creatorId: 'c-1@x' }))).toEqual({
      ref: null,
      creatorId: 'c-1@x',
      utmSource: 'whatsapp',
    });
  });
});

describe('captureAttribution', () => {
  it('keeps the last link per store for 30 days, and a plain visit keeps what a link set', () => {
    captureAttribution(store, new URLSearchParams({ ref: 'priya.styles', utm_source: 'copy_link' }), NOW);
    captureAttribution(store, new URLSearchParams(), NOW + DAY);
    expect(attributionFor(store.id, NOW + DAY)).toMatchObject({
      ref: 'priya.styles',
      utmSource: 'copy_link',
      capturedAt: NOW,
    });
    expect(attributionFor(store.id, NOW + 31 * DAY)).toBeNull();
  });

  it('starts afresh when what is stored is not attribution', () => {
    for (const stored of [
      '{not json',
      '[]',
      JSON.stringify({ [store.id]: { storeId: store.id, handle: 'x', ref: 3 } }),
    ]) {
      localStorage.setItem('haat:attribution', stored);
      expect(attributionFor(store.id, NOW)).toBeNull();
      expect(captureAttribution(store, new URLSearchParams({ utm_source: 'whatsapp' }), NOW)).toEqual({
        storeId: store.id,
        handle: store.handle,
        ref: null,
        creatorId: null,
        utmSource: 'whatsapp',
        capturedAt: NOW,
      });
    }
  });
});
