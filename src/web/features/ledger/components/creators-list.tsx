import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import type { SellerDashboard } from '#shared/contracts/ledger-dashboards.ts';
import { formatRupees } from '#shared/money.ts';
import { Avatar } from '#web/components/avatar.tsx';
import { formatCount } from '#web/lib/format.ts';

type Creator = SellerDashboard['creators'][number];

/** How many of the seller's products a creator sold, and how many their store lists. */
function CreatorCounts({ units, listings }: { units: number; listings: number }) {
  const sold = formatCount(units);
  const listed = formatCount(listings);
  return (
    <Trans>
      {sold} sold · {listed} listed
    </Trans>
  );
}

/**
 * The creators reselling a seller's products who sold most, with a link to each store and what it sold; `count` is
 * how many stores list the products in all.
 */
export function CreatorsList({ creators, count }: { creators: Creator[]; count: number }) {
  const { t } = useLingui();
  if (creators.length === 0) {
    return (
      <p className="text-sm text-text-secondary">
        <Trans>No creator lists your products yet. Resellable products show up in creators’ sourcing.</Trans>
      </p>
    );
  }
  const more = count - creators.length;
  return (
    <>
      <ul className="divide-y divide-border">
        {creators.map((creator) => (
          <li key={creator.storeId} className="flex items-center gap-3 py-3 first:pt-0 last:pb-0">
            <Avatar url={null} name={creator.displayName} className="size-10 shrink-0" />
            <div className="min-w-0 flex-1">
              <p className="truncate font-semibold">{creator.displayName}</p>
              <Link to={`/@${creator.handle}`} className="block truncate text-sm text-primary hover:underline">
                @{creator.handle}
              </Link>
            </div>
            <div className="max-w-[50%] shrink-0 text-right text-sm tabular-nums">
              {/* The seller's base price on what the store sold: the creator's markup is not the seller's. */}
              <p className="font-semibold">{formatRupees(creator.revenuePaise)}</p>
              <p className="text-text-secondary">
                <CreatorCounts units={creator.units} listings={creator.listings} />
              </p>
            </div>
          </li>
        ))}
      </ul>
      {more > 0 ? (
        <p className="mt-3 border-t border-border pt-3 text-sm text-text-secondary">
          {t`And ${plural(more, { one: '# more store lists', other: '# more stores list' })} your products.`}
        </p>
      ) : null}
    </>
  );
}
