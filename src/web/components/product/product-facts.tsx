import { useLingui } from '@lingui/react/macro';
import type { Product } from '#shared/contracts/catalog.ts';
import { deliveryFeeLabel } from './trust-labels.ts';

type Facts = Pick<
  Product,
  'brand' | 'model' | 'warranty' | 'shipping' | 'deliveryFeePaise' | 'returnPolicyDays' | 'description'
>;

/** A row only for what the seller gave. */
const given = (label: string, value: string): (readonly [string, string])[] => (value ? [[label, value]] : []);

/**
 * A product's details as its seller gave them, and its description: the popup's Product Details card and a seller
 * page's product dialog. What the seller left empty is left out (a warranty is never assumed); delivery is the fee
 * they set, with their own shipping words beside it.
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
  const delivery = deliveryFeeLabel(product.deliveryFeePaise);
  const rows = [
    ...given(t`Brand`, product.brand),
    ...given(t`Model`, product.model),
    ...given(t`Warranty`, product.warranty),
    [t`Shipping`, product.shipping ? `${delivery} · ${product.shipping}` : delivery],
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
