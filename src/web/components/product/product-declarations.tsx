import { useLingui } from '@lingui/react/macro';
import type { Product } from '#shared/contracts/catalog.ts';
import { unitSalePrice } from '#shared/legal-metrology.ts';
import { formatRupees } from '#shared/money.ts';
import { madeByLabel, netQuantityLabel, unitSalePriceLabel } from './declaration-labels.ts';

type Declaring = Pick<Product, 'originalPricePaise' | 'legalMetrology'>;

/** The seller's customer care, as their public details give it. */
export interface CustomerCare {
  supportPhone: string | null;
  supportEmail: string | null;
}

/**
 * What the package declares, shown where it is sold (Legal Metrology (Packaged Commodities) Rules, 2011, rule 6(10);
 * #shared/legal-metrology.ts): who made, packed or imported it and where, country of origin, generic name, net
 * quantity, MRP inclusive of all taxes, unit sale price, best before, and the seller's customer care. Only what was
 * declared; nothing for a product that declares nothing.
 */
export function ProductDeclarations({ product, care }: { product: Declaring; care?: CustomerCare | undefined }) {
  const { t } = useLingui();
  const declared = product.legalMetrology;
  if (!declared) return null;
  const mrpPaise = product.originalPricePaise;
  const perUnit = unitSalePrice(mrpPaise, declared.netQuantity, declared.netQuantityUnit);
  const maker = [declared.makerName, declared.makerAddress].filter(Boolean).join(', ');
  const mrp = mrpPaise === null ? '' : formatRupees(mrpPaise);
  const careLine = [care?.supportPhone, care?.supportEmail].filter(Boolean).join(' · ');
  const rows: [string, string][] = [
    [madeByLabel(declared.makerRole), maker],
    [t`Country of origin`, declared.countryOfOrigin ?? ''],
    [t`Generic name`, declared.genericName ?? ''],
    [
      t`Net quantity`,
      declared.netQuantity !== undefined && declared.netQuantityUnit
        ? netQuantityLabel(declared.netQuantity, declared.netQuantityUnit)
        : '',
    ],
    [t`MRP`, mrp ? t`${mrp} (inclusive of all taxes)` : ''],
    [t`Unit sale price`, perUnit ? unitSalePriceLabel(perUnit) : ''],
    [t`Best before`, declared.bestBefore ?? ''],
    [t`Customer care`, careLine],
  ];
  return (
    <dl
      className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm"
      aria-label={t`Packaging declarations (Legal Metrology)`}
    >
      {rows
        .filter(([, value]) => value)
        .map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-text-secondary">{label}</dt>
            <dd className="font-medium break-words">{value}</dd>
          </div>
        ))}
    </dl>
  );
}
