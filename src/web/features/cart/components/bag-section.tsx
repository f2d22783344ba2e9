import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useRef } from 'react';
import { toast } from '#web/lib/toast.ts';
import { takeOutOfCart } from '../cart-changes.ts';
import { forgetPriceChanges, priceChangesStore } from '../price-changes.ts';
import type { BagRow } from '../bag-rows.ts';
import { BagLine } from './bag-line.tsx';

/** "Your bag": the cart's lines as priced now, each with its quantity, remove and notices. */
export function BagSection({ rows, lineErrors }: { rows: BagRow[]; lineErrors: Record<string, string> }) {
  const { t } = useLingui();
  const priceChanges = priceChangesStore.useStore();
  const heading = useRef<HTMLHeadingElement>(null);
  const count = rows.reduce((total, row) => total + row.line.quantity, 0);

  const remove = (row: BagRow) => {
    const name = row.quoted?.name ?? row.line.name;
    void takeOutOfCart(row.line.listingId);
    forgetPriceChanges([row.line.listingId]);
    toast({ title: t`Removed from your bag`, description: name });
    // The line and its button are gone; keep keyboard focus in the bag.
    heading.current?.focus();
  };

  return (
    <section
      aria-labelledby="bag-title"
      className="rounded-card border border-border bg-surface p-4 shadow-card sm:p-5"
    >
      <h2 id="bag-title" ref={heading} tabIndex={-1} className="text-lg font-bold focus:outline-none">
        <Trans>Your bag</Trans>{' '}
        <span className="text-sm font-medium text-text-secondary">
          (<Plural value={count} one="# item" other="# items" />)
        </span>
      </h2>
      <ul className="mt-4">
        {rows.map((row) => (
          <BagLine
            key={row.line.listingId}
            row={row}
            priceChange={priceChanges[row.line.listingId]}
            error={lineErrors[row.line.listingId]}
            onRemove={() => remove(row)}
          />
        ))}
      </ul>
    </section>
  );
}
