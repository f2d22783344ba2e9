import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import EyeOff from 'lucide-react/icons/eye-off';
import type { Listing, ListingUnavailableReason } from '#shared/contracts/catalog.ts';

/*
 * Why a listing is out of the creator's store, in the words buyers' side of it means: Haat's moderation (the
 * operator's reason is written to the seller, so the creator is told only that Haat withheld it) or the seller's
 * own choice.
 */
const why: Record<ListingUnavailableReason, MessageDescriptor> = {
  hidden_by_haat: msg`Not visible in your store: Haat hid this product from sale.`,
  seller_suspended: msg`Not visible in your store: Haat suspended this product’s seller.`,
  archived: msg`Not visible in your store: the seller withdrew this product.`,
  not_resellable: msg`Not visible in your store: the seller no longer lets creators resell this product.`,
};

/** Buyers see a listing only while its product is on sale through stores (the server says why not). */
export const isVisible = (listing: Listing) => listing.unavailable === null;

export function ListingUnavailable({ reason }: { reason: ListingUnavailableReason }) {
  const { i18n } = useLingui();
  return (
    <div className="mt-2 flex gap-2 text-sm" role="note">
      <EyeOff className="mt-0.5 size-4 shrink-0 text-amber-300" aria-hidden />
      <div>
        <p className="font-semibold text-text">{i18n._(why[reason])}</p>
        <p className="mt-0.5 text-text-secondary">
          <Trans>
            Buyers cannot see or order it, and a link you shared to it says it is no longer available. It shows in your
            store again if it goes back on sale.
          </Trans>
        </p>
      </div>
    </div>
  );
}
