// What a cash-on-delivery buyer pays if they pay now by UPI instead, and the order repriced once they have
// (decision 072): no COD fee, and each line less the discount its creator funds from the markup.
import { markupParts, shareOf } from '#shared/contracts/commission.ts';
import type { Db } from '../../db/client.ts';
import { sellerTaxProfiles } from '../catalog/seller-tax.service.ts';
import { rebookAwaitingEarnings } from '../ledger/ledger.service.ts';
import { payNowDiscountsOf } from '../stores/pay-now-discounts.ts';
import { repriceLine, repriceOrder } from './cod-orders.repository.ts';
import type { OrderLineRow, OrderRow } from './orders.repository.ts';
import { chargedSummary, codFeePerParcel, isCharged } from './parcel-charges.ts';

/** Per unit, what a creator's rate takes off a line for paying now: of the unit price, never more than the markup. */
export const payNowDiscountPerUnit = (line: Pick<OrderLineRow, 'basePricePaise' | 'markupPaise'>, bps: number) =>
  Math.min(line.markupPaise, shareOf(line.basePricePaise + line.markupPaise, bps));

export interface PayNowPrice {
  /** The charge as the lines stand, less the parcels' COD fee and the discounts. */
  amountPaise: number;
  /** Per line, its discount per unit (0 without one). */
  discounts: Map<string, number>;
}

/** What paying an order now costs, at its creators' rates (`bpsOf`: store id → basis points). */
export function payNowPrice(
  order: Pick<OrderRow, 'codFeePaise'>,
  lines: readonly OrderLineRow[],
  bpsOf: ReadonlyMap<string, number>,
): PayNowPrice {
  const charged = chargedSummary(lines, codFeePerParcel(order, lines));
  const discounts = new Map(
    lines.map((line) => [
      line.id,
      isCharged(line) && line.storeId ? payNowDiscountPerUnit(line, bpsOf.get(line.storeId) ?? 0) : 0,
    ]),
  );
  const discountPaise = lines.reduce((sum, line) => sum + (discounts.get(line.id) ?? 0) * line.quantity, 0);
  return { amountPaise: charged.totalPaise - charged.codFeePaise - discountPaise, discounts };
}

/** The creators' rates for these lines' stores. */
export const payNowRatesOf = (db: Db, lines: readonly Pick<OrderLineRow, 'storeId'>[]) =>
  payNowDiscountsOf(
    db,
    lines.flatMap((line) => (line.storeId ? [line.storeId] : [])),
  );

/**
 * In the capture's transaction, a COD order just paid now: each charged parcel's COD fee comes off the line that
 * carries it, each line's frozen discount off its markup (the GST inside it, Haat's fee on it and that fee's GST
 * worked out again at the line's rates), its ledger entries rewritten to its new shares, and the order's summary
 * made what was paid. The ledger then holds exactly the payment.
 */
export async function repriceForPayingNow(
  tx: Db,
  order: OrderRow,
  lines: readonly OrderLineRow[],
  now: Date,
): Promise<void> {
  const fee = codFeePerParcel(order, lines);
  const charged = lines.filter(isCharged);
  // One line of each charged parcel carries its delivery, and the COD fee inside it (decision 060 moves it).
  const carriers = new Set(
    [...new Set(charged.map((line) => line.sellerId))].flatMap((sellerId) => {
      const carrier = charged.find((line) => line.sellerId === sellerId && line.deliveryPaise >= fee);
      return fee > 0 && carrier ? [carrier.id] : [];
    }),
  );
  const discounted = charged.filter((line) => line.payNowDiscountPaise > 0);
  const tax = await sellerTaxProfiles(
    tx,
    discounted.map((line) => line.sellerId),
  );
  for (const line of charged) {
    const discount = line.payNowDiscountPaise;
    if (discount === 0 && !carriers.has(line.id)) continue;
    const markupPaise = line.markupPaise - discount;
    const parts =
      discount === 0
        ? line
        : markupParts({ ...line, markupPaise, chargesGst: (tax.get(line.sellerId)?.gstin ?? null) !== null });
    const price = {
      markupPaise,
      markupGstPaise: parts.markupGstPaise,
      markupFeePaise: parts.markupFeePaise,
      markupFeeGstPaise: parts.markupFeeGstPaise,
      deliveryPaise: line.deliveryPaise - (carriers.has(line.id) ? fee : 0),
    };
    await repriceLine(tx, line.id, price, now);
    await rebookAwaitingEarnings(tx, { ...line, ...price }, now);
  }
  await repriceOrder(tx, order.id, {
    itemsPaise: charged.reduce((sum, line) => sum + line.payNowDiscountPaise * line.quantity, 0),
    codFeePaise: order.codFeePaise,
  });
}
