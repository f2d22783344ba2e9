import type { ProductCategory } from './catalog/categories.ts';
import { indiaDate } from './financial-year.ts';

/*
 * Goods and Services Tax as Haat needs it: the rates in force on a day (data with the date each schedule took
 * effect and the notification that set it), the GST state codes, and taxes taken out of a price that includes them
 * (Indian retail prices include GST). Decision 038.
 */

export interface GstRateSchedule {
  /** India's date the schedule took effect (YYYY-MM-DD). */
  from: string;
  source: string;
  /** Every rate in force, in basis points of the taxable value (1800 = 18%). */
  ratesBps: readonly number[];
}

/**
 * The rate schedules, oldest first. Each lists every rate in force from its date (the slabs and the special rates:
 * 0.25% on rough precious stones, 1.5% on cut and polished diamonds, 3% on gold, silver and jewellery).
 */
export const GST_RATE_SCHEDULES: readonly GstRateSchedule[] = [
  {
    from: '2017-07-01',
    source: 'Notification 1/2017-Central Tax (Rate), 28 Jun 2017',
    ratesBps: [0, 25, 300, 500, 1200, 1800, 2800],
  },
  {
    from: '2022-07-18',
    source: 'Notification 6/2022-Central Tax (Rate), 13 Jul 2022 (cut and polished diamonds at 1.5%)',
    ratesBps: [0, 25, 150, 300, 500, 1200, 1800, 2800],
  },
  {
    from: '2025-09-22',
    source: 'Notification 9/2025-Central Tax (Rate), 17 Sep 2025 (slabs of 5%, 18% and 40%)',
    ratesBps: [0, 25, 150, 300, 500, 1800, 4000],
  },
];

/** The schedule in force at an instant (India's date). */
export function gstScheduleOn(at: Date): GstRateSchedule {
  const day = indiaDate(at);
  return GST_RATE_SCHEDULES.findLast((schedule) => schedule.from <= day) ?? (GST_RATE_SCHEDULES[0] as GstRateSchedule);
}

/** The GST rates a product may carry at an instant. */
export const gstRatesOn = (at: Date): readonly number[] => gstScheduleOn(at).ratesBps;

/** "18%", "0.25%". */
export const formatGstRate = (bps: number): string => `${String(bps / 100)}%`;

/** An HSN code: 4 to 8 digits (4 for small businesses, 6 or 8 on invoices of larger ones). */
export const HSN_PATTERN = /^(\d{4}|\d{6}|\d{8})$/;

/**
 * A registered seller's aggregate turnover in the previous financial year, as they declare it: it sets how many HSN
 * digits their documents carry (CGST notification 78/2020-Central Tax of 15 Oct 2020, in force from 1 Apr 2021):
 * up to ₹5 crore, 4 digits; above, 6. A seller not registered declares none and is held to 4.
 */
export const TURNOVER_BANDS = ['up_to_5_crore', 'above_5_crore'] as const;
export type TurnoverBand = (typeof TURNOVER_BANDS)[number];
const HSN_DIGITS_BY_BAND: Record<TurnoverBand, number> = { up_to_5_crore: 4, above_5_crore: 6 };

/** The fewest HSN digits a seller in `band` may declare (none: not registered, 4). */
export const hsnDigitsFor = (band: TurnoverBand | null): number => (band ? HSN_DIGITS_BY_BAND[band] : 4);

/**
 * A typical HSN code and rate for each category, offered as a starting point in the product form (the seller
 * confirms or changes them; nothing is saved without them).
 */
export const CATEGORY_TAX_HINTS: Record<ProductCategory, { hsnCode: string; gstRateBps: number; what: string }> = {
  fashion: { hsnCode: '6211', gstRateBps: 500, what: /*i18n*/ 'Garments (5% up to ₹2,500 a piece)' },
  jewellery: { hsnCode: '7117', gstRateBps: 300, what: /*i18n*/ 'Imitation jewellery' },
  beauty: { hsnCode: '3304', gstRateBps: 1800, what: /*i18n*/ 'Beauty and make-up preparations' },
  electronics: { hsnCode: '8518', gstRateBps: 1800, what: /*i18n*/ 'Headphones and speakers' },
  home: { hsnCode: '6304', gstRateBps: 500, what: /*i18n*/ 'Furnishing articles' },
  fitness: { hsnCode: '9506', gstRateBps: 500, what: /*i18n*/ 'Sports and fitness equipment' },
  books: { hsnCode: '4901', gstRateBps: 0, what: /*i18n*/ 'Printed books' },
  food: { hsnCode: '2106', gstRateBps: 500, what: /*i18n*/ 'Food preparations' },
};

/** GST state codes (the first two digits of a GSTIN) of the states and union territories a buyer can pick (INDIAN_STATES). */
export const GST_STATE_CODES: Readonly<Record<string, string>> = {
  'Jammu and Kashmir': '01',
  'Himachal Pradesh': '02',
  Punjab: '03',
  Chandigarh: '04',
  Uttarakhand: '05',
  Haryana: '06',
  Delhi: '07',
  Rajasthan: '08',
  'Uttar Pradesh': '09',
  Bihar: '10',
  Sikkim: '11',
  'Arunachal Pradesh': '12',
  Nagaland: '13',
  Manipur: '14',
  Mizoram: '15',
  Tripura: '16',
  Meghalaya: '17',
  Assam: '18',
  'West Bengal': '19',
  Jharkhand: '20',
  Odisha: '21',
  Chhattisgarh: '22',
  'Madhya Pradesh': '23',
  Gujarat: '24',
  'Dadra and Nagar Haveli and Daman and Diu': '26',
  Maharashtra: '27',
  Karnataka: '29',
  Goa: '30',
  Lakshadweep: '31',
  Kerala: '32',
  'Tamil Nadu': '33',
  Puducherry: '34',
  'Andaman and Nicobar Islands': '35',
  Telangana: '36',
  'Andhra Pradesh': '37',
  Ladakh: '38',
};

const STATE_BY_CODE = new Map(Object.entries(GST_STATE_CODES).map(([name, code]) => [code, name]));

/** A state's GST code by its name, or null for a name Haat does not know. */
export const gstStateCode = (state: string): string | null => GST_STATE_CODES[state] ?? null;

/** A GST state code's state name, or null (also for codes no longer in use, e.g. 25 and 28). */
export const gstStateName = (code: string): string | null => STATE_BY_CODE.get(code) ?? null;

/** The state a GSTIN is registered in: its first two digits. */
export const gstinStateCode = (gstin: string): string => gstin.slice(0, 2);

/**
 * The taxable value and the tax in an amount that includes GST at a rate, to the paisa: the taxable value is
 * the amount × 100 / (100 + rate), rounded half up; the tax is the rest, so the two always add up to the amount.
 */
export function splitInclusive(amountPaise: number, rateBps: number): { taxablePaise: number; taxPaise: number } {
  const taxablePaise = Math.round((amountPaise * 10_000) / (10_000 + rateBps));
  return { taxablePaise, taxPaise: amountPaise - taxablePaise };
}

/**
 * An amount that includes GST, as an invoice line bills it: the taxable value and the tax by who levies it. Across
 * states all of it is IGST (`splitInclusive`). Within the supplier's state CGST and SGST are each half the rate: one
 * head is worked out from the amount and rounded to the paisa, the other is the same, and the taxable value is the
 * rest, so the heads are always equal and the line still adds up to the amount.
 */
export function taxInclusive(
  amountPaise: number,
  rateBps: number,
  intraState: boolean,
): { taxablePaise: number; cgstPaise: number; sgstPaise: number; igstPaise: number } {
  if (!intraState) {
    const { taxablePaise, taxPaise } = splitInclusive(amountPaise, rateBps);
    return { taxablePaise, cgstPaise: 0, sgstPaise: 0, igstPaise: taxPaise };
  }
  const head = Math.round((amountPaise * rateBps) / 2 / (10_000 + rateBps));
  return { taxablePaise: amountPaise - 2 * head, cgstPaise: head, sgstPaise: head, igstPaise: 0 };
}

/** GST on a service Haat supplies (its commission and its fee on creators' markups): the rate and SAC from a date. */
export interface ServiceGstRate {
  /** India's date it took effect (YYYY-MM-DD). */
  from: string;
  /** The Services Accounting Code on Haat's invoices. */
  sac: string;
  rateBps: number;
  source: string;
}

/**
 * GST on Haat's fees, oldest first. A marketplace's commission is a support service (heading 9985, SAC 998599 "other
 * support services n.e.c."), taxed at 18%: 9% CGST and 9% SGST within a state, 18% IGST across states. Decision 059.
 */
export const SERVICE_GST_RATES: readonly ServiceGstRate[] = [
  {
    from: '2017-07-01',
    sac: '998599',
    rateBps: 1800,
    source:
      'Notification 11/2017-Central Tax (Rate), 28 Jun 2017, S. No. 23 (heading 9985, support services): 9% CGST; ' +
      'Notification 8/2017-Integrated Tax (Rate), 28 Jun 2017: 18% IGST',
  },
];

/** The GST rate and SAC of Haat's fees at an instant (India's date). */
export function serviceGstOn(at: Date): ServiceGstRate {
  const day = indiaDate(at);
  return SERVICE_GST_RATES.findLast((rate) => rate.from <= day) ?? (SERVICE_GST_RATES[0] as ServiceGstRate);
}

/** GST at a rate on a value that excludes it, to the paisa (half away from zero). */
export const gstOn = (taxablePaise: number, rateBps: number): number => Math.round((taxablePaise * rateBps) / 10_000);
