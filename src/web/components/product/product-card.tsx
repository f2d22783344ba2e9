import { Trans, useLingui } from '@lingui/react/macro';
import type { Product } from '#shared/contracts/catalog.ts';
import { formatRupees } from '#shared/money.ts';
import { ProductThumbnail } from './product-thumbnail.tsx';

/** `behind`: on the first screen, but under something larger (a product link's popup): loads, after it. */
export type PhotoPriority = 'high' | 'eager' | 'behind' | 'lazy';

/** The first screen's tiles in a grid: two photos first (a phone's first row), the rest of a wide screen's first row right after. */
export const firstScreenPriority = (index: number): PhotoPriority =>
  index < 2 ? 'high' : index < 4 ? 'eager' : 'lazy';

/**
 * A product tile: photo with srcset, name, the price in ₹ and the MRP struck through.
 * As the content of a link or button its text is that control's name: "name ₹price MRP ₹mrp".
 */
export function ProductCard({
  product,
  pricePaise,
  inStock = true,
  inControl = false,
  priority = 'lazy',
}: {
  product: Pick<Product, 'name' | 'images' | 'originalPricePaise'>;
  /** What the buyer pays here: the base price on a seller's page, base + markup in a store. */
  pricePaise: number;
  inStock?: boolean;
  /**
   * The tile is what a link or button shows. Browsers leave an article's text out of a control's name, so it is a
   * plain box then, and its photo is decorative: the description (or "No photo yet") would only lengthen the name.
   */
  inControl?: boolean;
  /**
   * How soon the photo loads: `high` for the first tiles a visitor sees (the largest paint of a store page),
   * `eager` for the rest of the first screen, `lazy` (the default) for tiles further down.
   */
  priority?: PhotoPriority;
}) {
  const { t } = useLingui();
  const image = product.images[0];
  const mrp = product.originalPricePaise;
  const Root = inControl ? 'div' : 'article';
  return (
    <Root className="group overflow-hidden rounded-card border border-border bg-surface shadow-card transition-theme hover:border-primary/60">
      <ProductThumbnail
        image={image}
        size="card"
        alt={inControl ? '' : image?.alt}
        loading={priority === 'lazy' ? 'lazy' : 'eager'}
        fetchPriority={priority === 'high' ? 'high' : priority === 'behind' ? 'low' : undefined}
        decoding="async"
        imageClassName="transition-transform duration-300 group-hover:scale-105"
        emptyLabel={inControl ? undefined : t`No photo yet`}
      />
      <div className="p-3 sm:p-4">
        <h3 className="line-clamp-2 text-sm font-semibold sm:text-base">{product.name}</h3>
        <p className="mt-2 flex flex-wrap items-baseline gap-x-2">
          <span className="font-bold tabular-nums">{formatRupees(pricePaise)}</span>{' '}
          {mrp !== null && mrp > pricePaise ? (
            <s className="text-xs text-text-secondary tabular-nums">
              <span className="sr-only">
                <Trans>MRP</Trans>{' '}
              </span>
              {formatRupees(mrp)}
            </s>
          ) : null}
        </p>
        {inStock ? null : (
          <p className="mt-1 text-xs font-medium text-amber-300">
            <Trans>Out of stock</Trans>
          </p>
        )}
      </div>
    </Root>
  );
}
