import { t as say } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { productCategories } from '#shared/catalog/categories.ts';
import { type CommissionTerms, formatBps, lineCommission, lineShares } from '#shared/contracts/commission.ts';
import { formatRupees } from '#shared/money.ts';
import { translateText } from '#web/lib/i18n.ts';
import { useCommissionTerms } from '../api/commission.ts';

/**
 * What a seller gets for one sold at this price and category: the price less Haat's commission and the GST on it
 * at the rates in force, the arithmetic checkout freezes and the ledger credits (the parcel's delivery fee, and the
 * GST inside a creator's markup, come on top).
 */
export function SellerEarning({ pricePaise, category }: { pricePaise: number | null; category: string }) {
  const { t } = useLingui();
  const terms = useCommissionTerms();
  if (pricePaise === null || pricePaise <= 0 || !terms) return null;
  const sale = { category, basePricePaise: pricePaise, markupPaise: 0, quantity: 1, gstRateBps: 0, chargesGst: false };
  const fees = lineCommission(terms, { ...sale, viaStore: false });
  const net = formatRupees(lineShares({ ...sale, ...fees, deliveryPaise: 0 }).seller);
  const commission = formatRupees(fees.commissionPaise + fees.commissionGstPaise);
  const rate = formatBps(fees.commissionBps);
  const gstRate = formatBps(fees.feeGstBps);
  return fees.commissionPaise > 0 ? (
    <span className="block tabular-nums">
      {t`You get ${net} a sale (${commission} Haat commission at ${rate} with ${gstRate} GST).`}
    </span>
  ) : null;
}

/** Haat's commission on sellers' base prices in words: "5% (8% on Jewellery, 4% on Electronics)". */
export function sellerRatesText(terms: CommissionTerms): string {
  const rate = formatBps(terms.sellerDefaultBps);
  const own = productCategories.flatMap((category) => {
    const bps = terms.sellerCategoryBps[category.id];
    const label = translateText(category.label);
    const categoryRate = bps === undefined ? '' : formatBps(bps);
    return bps === undefined ? [] : [say`${categoryRate} on ${label}`];
  });
  const exceptions = own.join(', ');
  return own.length === 0 ? rate : say`${rate} (${exceptions})`;
}

/** The resale terms in a sentence: what a seller is paid on each sale, with the rates in force. */
export function SellerPayTerms() {
  const { t } = useLingui();
  const terms = useCommissionTerms();
  if (!terms)
    return (
      <>{t`You are paid your base price less Haat’s commission and the GST on it, plus your delivery fee, on every sale.`}</>
    );
  const rates = sellerRatesText(terms);
  const gst = formatBps(terms.feeGstBps);
  return (
    <>{t`You are paid your base price less Haat’s commission of ${rates} with ${gst} GST on it, plus your delivery fee, on every sale.`}</>
  );
}
