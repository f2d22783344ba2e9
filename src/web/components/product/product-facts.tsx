import { useLingui } from '@lingui/react/macro';
import type { Product } from '#shared/contracts/catalog.ts';

type Facts = Pick<Product, 'brand' | 'model' | 'warranty' | 'shipping' | 'returnPolicyDays' | 'description'>;

/**
 * A product's details as its seller gave them, with the spec's defaults for what they left empty, and its
 * description: the popup's Product Details card and a seller page's product dialog.
 */
export function ProductFacts({
  product,
  extra = [],
}: {
  product: Facts;
  extra?: readonly (readonly [string, string])[];
}) {
  const { t } = useLingui();
  const returnDays = product.returnPolicyDays;
  const rows = [
    [t`Brand`, product.brand || '—'],
    [t`Model`, product.model || '—'],
    [t`Warranty`, product.warranty || t`2 Years`],
    [t`Shipping`, product.shipping || t`Free`],
    [t`Return policy`, returnDays === 0 ? t`No returns` : t`${returnDays} days`],
    ...extra,
  ] as const;
  return (
    <div className="space-y-4">
      <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-text-secondary">{label}</dt>
            <dd className="font-medium">{value}</dd>
          </div>
        ))}
      </dl>
      {product.description ? (
        <p className="text-sm leading-relaxed whitespace-pre-line text-text-secondary">{product.description}</p>
      ) : null}
    </div>
  );
}
