import { describe, expect, it } from 'vitest';
import { TOP_SELLER_SALES } from './contracts/stores.ts';
import { earnedBadges } from './store-badges.ts';

const now = new Date('2026-11-23T10:00:00Z');
const facts = { emailVerified: true, deliveredUnits: 0, storeOpenedAt: new Date('2026-01-01T00:00:00Z'), now };

describe('store badges', () => {
  it('gives none for a verified email alone', () => {
    expect(earnedBadges(facts)).toEqual([]);
  });

  it('verifies a creator once a first order reached a buyer, and only with a verified email', () => {
    expect(earnedBadges({ ...facts, deliveredUnits: 1 })).toEqual(['Verified Creator']);
    expect(earnedBadges({ ...facts, emailVerified: false, deliveredUnits: 1 })).toEqual([]);
  });

  it('makes a Top Seller at the threshold of delivered units, and counts five years from the store’s opening', () => {
    expect(earnedBadges({ ...facts, deliveredUnits: TOP_SELLER_SALES - 1 })).toEqual(['Verified Creator']);
    expect(earnedBadges({ ...facts, deliveredUnits: TOP_SELLER_SALES })).toEqual(['Verified Creator', 'Top Seller']);
    expect(earnedBadges({ ...facts, storeOpenedAt: new Date('2021-11-23T10:00:00Z') })).toEqual(['5 Years+']);
    expect(earnedBadges({ ...facts, storeOpenedAt: new Date('2021-11-23T10:00:01Z') })).toEqual([]);
  });
});
