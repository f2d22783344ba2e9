import { STORE_BADGES, type StoreBadge, TOP_SELLER_SALES } from './contracts/stores.ts';

/**
 * A store's badges, each with the one rule that earns it. A badge means what it
 * says or is not shown: "Verified Creator" is not given for a verified email
 * alone (anyone can verify an email); it also takes a first product delivered
 * to a buyer through the store. When Haat verifies phones or PANs, they join
 * that rule here.
 */
export interface BadgeFacts {
  /** The store owner's email is verified. */
  emailVerified: boolean;
  /** Units delivered to buyers through the store (returned ones excluded). */
  deliveredUnits: number;
  storeOpenedAt: Date;
  now: Date;
}

const yearsBefore = (date: Date, years: number) => {
  const earlier = new Date(date);
  earlier.setUTCFullYear(earlier.getUTCFullYear() - years);
  return earlier;
};

export const badgeRules: Record<StoreBadge, { rule: string; earned: (facts: BadgeFacts) => boolean }> = {
  'Verified Creator': {
    rule: 'Email verified and a first order delivered to a buyer',
    earned: (facts) => facts.emailVerified && facts.deliveredUnits >= 1,
  },
  'Top Seller': {
    rule: `${TOP_SELLER_SALES} or more products delivered to buyers`,
    earned: (facts) => facts.deliveredUnits >= TOP_SELLER_SALES,
  },
  '5 Years+': {
    rule: 'Selling on Haat for five years or more',
    earned: (facts) => facts.storeOpenedAt <= yearsBefore(facts.now, 5),
  },
};

/** The badges a store has earned, in the spec's order. */
export function earnedBadges(facts: BadgeFacts): StoreBadge[] {
  return STORE_BADGES.filter((badge) => badgeRules[badge].earned(facts));
}
