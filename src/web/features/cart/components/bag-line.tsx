import { Trans, useLingui } from '@lingui/react/macro';
import CircleAlert from 'lucide-react/icons/circle-exclamation-point';
import Tag from 'lucide-react/icons/tag';
import Trash2 from 'lucide-react/icons/trash';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { MAX_LINE_QUANTITY } from '#shared/contracts/cart.ts';
import { productInLanguage } from '#shared/i18n/product-words.ts';
import { formatRupees } from '#shared/money.ts';
import { ProductThumbnail } from '#web/components/product/product-thumbnail.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { cn } from '#web/lib/cn.ts';
import { currentLocale } from '#web/lib/i18n.ts';
import { changeQuantity } from '../cart-changes.ts';
import type { PriceChange } from '../price-changes.ts';
import type { BagRow } from '../bag-rows.ts';
import { QuantityStepper } from './quantity-stepper.tsx';

function Notice({ tone, children }: { tone: 'problem' | 'info'; children: ReactNode }) {
  const Icon = tone === 'problem' ? CircleAlert : Tag;
  return (
    <p
      className={cn(
        'mt-2 flex items-start gap-2 rounded-lg px-2.5 py-1.5 text-sm',
        tone === 'problem' ? 'bg-red-400/10 text-red-300' : 'bg-amber-400/10 text-amber-300',
      )}
    >
      <Icon className="mt-0.5 size-4 shrink-0" aria-hidden />
      <span>{children}</span>
    </p>
  );
}

function StockNotice({ row }: { row: BagRow }) {
  if (row.problem === 'gone')
    return (
      <Notice tone="problem">
        <Trans>No longer sold here. Remove it to place your order.</Trans>
      </Notice>
    );
  if (row.problem !== 'short') return null;
  const available = row.quoted?.available ?? 0;
  if (available <= 0)
    return (
      <Notice tone="problem">
        <Trans>Sold out. Remove it to place your order.</Trans>
      </Notice>
    );
  return (
    <Notice tone="problem">
      <Trans>
        Only {available} left.{' '}
        <button
          type="button"
          className="font-semibold underline underline-offset-2"
          onClick={() => void changeQuantity(row.line.listingId, available)}
        >
          Order {available} instead
        </button>
      </Trans>
    </Notice>
  );
}

function PriceNotice({ change }: { change: PriceChange }) {
  const from = formatRupees(change.fromPaise);
  const to = formatRupees(change.toPaise);
  return (
    <Notice tone="info">
      {change.toPaise > change.fromPaise ? (
        <Trans>
          The price went up from {from} to {to} since you added it.
        </Trans>
      ) : (
        <Trans>
          The price dropped from {from} to {to} since you added it.
        </Trans>
      )}
    </Notice>
  );
}

/** The product's photo as the server quotes it now, else the one the line kept from when it was added. */
function LinePhoto({ row }: { row: BagRow }) {
  const kept = row.line.imageUrl;
  return <ProductThumbnail image={row.quoted?.image ?? (kept ? { url: kept } : null)} size="lg" />;
}

interface BagLineProps {
  row: BagRow;
  priceChange: PriceChange | undefined;
  error: string | undefined;
  onRemove: () => void;
}

/** One line of the bag: photo, name, store, price, − quantity +, remove, and anything that changed. */
export function BagLine({ row, priceChange, error, onRemove }: BagLineProps) {
  const { t } = useLingui();
  const { line, quoted } = row;
  const name = quoted ? productInLanguage(quoted, currentLocale()).name : line.name;
  const handle = quoted?.storeHandle ?? line.storeHandle;
  const unitPaise = quoted?.unitPricePaise ?? line.pricePaise;
  const atLimit = row.problem === null && line.quantity >= row.max;
  const { quantity } = line;
  const unitPrice = formatRupees(unitPaise);
  const limit = MAX_LINE_QUANTITY;
  return (
    <li className="flex gap-3 border-t border-border py-4 first:border-t-0 first:pt-0 last:pb-0">
      <LinePhoto row={row} />
      <div className="min-w-0 flex-1">
        <div className="flex items-start gap-2">
          <div className="min-w-0 flex-1">
            <p className="line-clamp-2 font-semibold">
              <Link
                to={`/@${handle}?product=${encodeURIComponent(line.listingId)}`}
                className="hover:text-primary hover:underline"
              >
                {name}
              </Link>
            </p>
            <p className="truncate text-sm text-text-secondary">
              <Trans>from @{handle}</Trans>
            </p>
          </div>
          <Button
            variant="ghost"
            size="icon"
            aria-label={t`Remove ${name} from your bag`}
            className="-mt-1 -mr-2 shrink-0 hover:text-red-300"
            onClick={onRemove}
          >
            <Trash2 className="size-5" aria-hidden />
          </Button>
        </div>
        <div className="mt-2 flex flex-wrap items-center justify-between gap-x-3 gap-y-2">
          {row.problem === 'gone' ? (
            <span className="text-sm text-text-secondary">
              <Trans>Quantity {quantity}</Trans>
            </span>
          ) : (
            <QuantityStepper
              name={name}
              quantity={line.quantity}
              max={row.max}
              onChange={(next) => void changeQuantity(line.listingId, next)}
            />
          )}
          <p className="text-right tabular-nums">
            <span className="block font-bold">{formatRupees(unitPaise * line.quantity)}</span>
            <span className="block text-xs text-text-secondary">
              <Trans>{unitPrice} each</Trans>
            </span>
          </p>
        </div>
        {atLimit ? (
          <p className="mt-1 text-xs text-text-secondary">
            {row.max < limit ? t`That is all there is in stock.` : t`At most ${limit} of one item per order.`}
          </p>
        ) : null}
        <StockNotice row={row} />
        {priceChange && row.problem !== 'gone' ? <PriceNotice change={priceChange} /> : null}
        {error ? <Notice tone="problem">{error}</Notice> : null}
      </div>
    </li>
  );
}
