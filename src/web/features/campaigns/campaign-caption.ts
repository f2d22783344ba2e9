import { t } from '@lingui/core/macro';
import type { Campaign } from '#shared/contracts/campaigns.ts';

/**
 * The words a creator's post for a campaign starts with: its disclosure up front, in the post's language (decision
 * 055): "Collaboration" for a paid campaign, "Free gift" for a gift one, then the brand and the campaign's hashtags.
 */
export function campaignCaption(collab: Pick<Campaign, 'brand' | 'payoutType' | 'hashtags'>): string {
  const brand = collab.brand;
  const label = collab.payoutType === 'gift' ? t`Free gift · from ${brand}` : t`Collaboration · with ${brand}`;
  return [label, ...collab.hashtags].join(' ');
}
