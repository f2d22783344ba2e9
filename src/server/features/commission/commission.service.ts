import {
  type CommissionRates,
  type CommissionSettings,
  type CommissionTerms,
  type LineCommission,
  lineCommission,
  type SaleLine,
} from '#shared/contracts/commission.ts';
import { serviceGstOn } from '#shared/gst.ts';
import type { Db } from '../../db/client.ts';
import { findRatesInForce, insertRates } from './commission.repository.ts';

/*
 * The platform's commission. Checkout asks for the rates in force and freezes
 * them onto each order line, like its prices; a later change of rates only
 * applies to orders placed after it.
 */

const NO_RATES: CommissionRates = { sellerDefaultBps: 0, sellerCategoryBps: {}, creatorMarkupBps: 0 };

export async function readCommissionSettings(db: Db, at: Date): Promise<CommissionSettings> {
  const row = await findRatesInForce(db, at);
  const feeGstBps = serviceGstOn(at).rateBps;
  if (!row) return { ...NO_RATES, feeGstBps, effectiveFrom: null, setBy: null };
  const { sellerDefaultBps, sellerCategoryBps, creatorMarkupBps, effectiveFrom } = row.rates;
  return {
    sellerDefaultBps,
    sellerCategoryBps,
    creatorMarkupBps,
    feeGstBps,
    effectiveFrom: effectiveFrom.toISOString(),
    setBy: row.setBy,
  };
}

/** New rates, in force from `at` for every order placed from then on. */
export async function setCommissionRates(
  db: Db,
  rates: CommissionRates,
  setByUserId: string | null,
  at: Date,
): Promise<void> {
  await insertRates(db, { ...rates, effectiveFrom: at, setByUserId });
}

export type { LineCommission };

/** The rates in force as sellers and creators read them (no operator's name). */
export async function readCommissionTerms(db: Db, at: Date): Promise<CommissionTerms> {
  const { setBy: _setBy, ...terms } = await readCommissionSettings(db, at);
  return terms;
}

export type CommissionQuote = (line: Omit<SaleLine, 'viaStore'> & { storeId: string | null }) => LineCommission;

/**
 * What the platform takes of each line of an order placed at `at`: the rates and the GST on fees in force then, and
 * the amounts.
 */
export async function commissionQuote(db: Db, at: Date): Promise<CommissionQuote> {
  const rates = { ...((await findRatesInForce(db, at))?.rates ?? NO_RATES), feeGstBps: serviceGstOn(at).rateBps };
  return (line) => lineCommission(rates, { ...line, viaStore: line.storeId !== null });
}
