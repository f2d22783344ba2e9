import type { CodPincode, CodRules, CodRulesUpdate, CodTerms } from '#shared/contracts/payments-cod.ts';
import { formatRupees } from '#shared/money.ts';
import type { Db } from '../../db/client.ts';
import { readCsv } from '../../lib/csv.ts';
import { AppError, inTurn, type Phrase, phrase } from '../../lib/errors.ts';
import { recordOperatorAction } from '../ops/audit.service.ts';
import {
  countBlockedPincodes,
  type CodSettingsRow,
  findCodSettings,
  findCodSettingsAndPincode,
  listCodPincodes,
  upsertCodPincodes,
  upsertCodSettings,
} from './cod-rules.repository.ts';

/*
 * Cash-on-delivery risk controls (decision 070). About a quarter of COD parcels come back undelivered; an operator
 * limits COD by PIN code and order value, asks a token by UPI first, or has the buyer confirm the order from its mail
 * before the seller ships. Every change is audited with its reason; every refusal says why, in the buyer's language.
 */

const DEFAULTS: Omit<CodSettingsRow, 'id' | 'updatedAt'> = {
  maxOrderPaise: null,
  tokenPaise: 0,
  confirmation: false,
  confirmHours: 24,
  feePaise: 0,
};

/** The settings an operator set, or the defaults until they have. */
const orDefaults = (row: CodSettingsRow | null) => row ?? { ...DEFAULTS, id: 1, updatedAt: null };

async function settings(db: Db) {
  return orDefaults(await findCodSettings(db));
}

export async function readCodRules(db: Db): Promise<CodRules> {
  const [row, blocked] = await Promise.all([settings(db), countBlockedPincodes(db)]);
  return {
    maxOrderPaise: row.maxOrderPaise,
    tokenPaise: row.tokenPaise,
    confirmation: row.confirmation,
    confirmHours: row.confirmHours,
    feePaise: row.feePaise,
    blockedPincodes: blocked,
    updatedAt: row.updatedAt?.toISOString() ?? null,
  };
}

/** The operator's new rules, audited; a token needs UPI, so it is refused while no payment gateway is set up. */
export async function setCodRules(
  tx: Db,
  update: Omit<CodRulesUpdate, 'reason'> & { reason: string },
  operator: { userId: string; upiOffered: boolean },
  at: Date,
): Promise<void> {
  if (update.tokenPaise > 0 && !operator.upiOffered) {
    throw new AppError('conflict', /*i18n*/ 'A token is paid by UPI: set up a payment gateway before asking for one.', {
      fields: { tokenPaise: [/*i18n*/ 'Needs UPI payments.'] },
    });
  }
  const { reason, ...values } = update;
  await upsertCodSettings(tx, { ...values, updatedAt: at });
  await recordOperatorAction(
    tx,
    {
      operatorUserId: operator.userId,
      action: 'cod_rules.update',
      subjectType: 'cod_rules',
      subjectId: '1',
      reason,
      details: values,
    },
    at,
  );
}

export async function listPincodeRules(db: Db, pincode: string | undefined): Promise<CodPincode[]> {
  return (await listCodPincodes(db, pincode, 500)).map((row) => ({
    pincode: row.pincode,
    codAllowed: row.codAllowed,
    updatedAt: row.updatedAt.toISOString(),
  }));
}

export async function setPincodeRule(
  tx: Db,
  rule: { pincode: string; codAllowed: boolean; reason: string },
  operatorUserId: string,
  at: Date,
): Promise<void> {
  await upsertCodPincodes(tx, [{ pincode: rule.pincode, codAllowed: rule.codAllowed, updatedAt: at }]);
  await recordOperatorAction(
    tx,
    {
      operatorUserId,
      action: 'cod_pincode.set',
      subjectType: 'pincode',
      subjectId: rule.pincode,
      reason: rule.reason,
      details: { codAllowed: rule.codAllowed },
    },
    at,
  );
}

const YES = new Set(['yes', 'y', 'true', '1', 'allowed', 'allow', 'on']);
const NO = new Set(['no', 'n', 'false', '0', 'blocked', 'block', 'off']);
/** The most PIN codes one file sets (India has about 19,000). */
const MAX_PINCODES = 30_000;

/**
 * A CSV of PIN codes (`pincode,cod`: yes or no; a header line is optional), all rows or none: a row that is not a PIN
 * code and a yes or no is refused with its row number, and nothing changes. Audited with the reason and the counts.
 */
export async function importPincodeRules(
  tx: Db,
  file: { text: string; reason: string },
  operatorUserId: string,
  at: Date,
): Promise<{ allowed: number; blocked: number }> {
  const rules = new Map<string, boolean>();
  const problems: Phrase[] = [];
  await readCsv(file.text, (cells, row) => {
    const [pin = '', cod = ''] = cells.map((cell) => cell.trim());
    if (row === 1 && !/^\d/.test(pin)) return; // the header
    const allowed = YES.has(cod.toLowerCase()) ? true : NO.has(cod.toLowerCase()) ? false : null;
    if (!/^[1-9]\d{5}$/.test(pin) || allowed === null) {
      if (problems.length < 5)
        problems.push(phrase(/*i18n*/ 'Row {row}: give a 6-digit PIN code and yes or no.', { row }));
      return;
    }
    rules.set(pin, allowed);
  });
  if (problems.length > 0) throw new AppError('validation_failed', inTurn(problems), { fields: { file: problems } });
  if (rules.size === 0)
    throw new AppError('validation_failed', /*i18n*/ 'The file has no PIN codes.', {
      fields: { file: [/*i18n*/ 'No PIN codes.'] },
    });
  if (rules.size > MAX_PINCODES)
    throw new AppError(
      'validation_failed',
      phrase(/*i18n*/ 'One file sets at most {most} PIN codes.', { most: MAX_PINCODES }),
    );
  const rows = [...rules].map(([pincode, codAllowed]) => ({ pincode, codAllowed, updatedAt: at }));
  await upsertCodPincodes(tx, rows);
  const counts = {
    allowed: rows.filter((row) => row.codAllowed).length,
    blocked: rows.filter((row) => !row.codAllowed).length,
  };
  await recordOperatorAction(
    tx,
    {
      operatorUserId,
      action: 'cod_pincodes.import',
      subjectType: 'pincodes',
      subjectId: 'csv',
      reason: file.reason,
      details: counts,
    },
    at,
  );
  return counts;
}

/**
 * Whether an order may be paid on delivery, and how: refused for a PIN code with COD off or a total over the limit
 * (the reason offers UPI when it is there), else with the token and the confirmation the rules ask.
 */
export async function codTermsFor(
  db: Db,
  order: { pincode?: string | undefined; totalPaise?: number | undefined },
  upiOffered: boolean,
): Promise<CodTerms & { reasonPhrase: Phrase | string | null; confirmHours: number }> {
  const found = order.pincode
    ? await findCodSettingsAndPincode(db, order.pincode)
    : { settings: await findCodSettings(db), pincode: null };
  const rules = orDefaults(found.settings);
  const pin = found.pincode;
  const instead = upiOffered
    ? phrase(/*i18n*/ 'Pay by UPI instead.', {})
    : phrase(/*i18n*/ 'No other way to pay is offered here yet.', {});
  const refused = (why: Phrase) => ({
    available: false,
    reason: null,
    reasonPhrase: inTurn([why, instead]),
    tokenPaise: 0,
    confirmation: false,
    confirmHours: rules.confirmHours,
    feePaise: rules.feePaise,
  });
  if (pin && !pin.codAllowed && order.pincode)
    return refused(
      phrase(/*i18n*/ 'Cash on delivery is not available for PIN code {pincode}.', { pincode: order.pincode }),
    );
  if (rules.maxOrderPaise !== null && order.totalPaise !== undefined && order.totalPaise > rules.maxOrderPaise)
    return refused(
      phrase(/*i18n*/ 'Cash on delivery is available for orders up to {most}.', {
        most: formatRupees(rules.maxOrderPaise),
      }),
    );
  const tokenPaise = upiOffered ? Math.min(rules.tokenPaise, order.totalPaise ?? rules.tokenPaise) : 0;
  const terms: Phrase[] = [];
  if (rules.feePaise > 0)
    terms.push(
      phrase(/*i18n*/ 'A cash-on-delivery fee of {fee} is added for each parcel.', {
        fee: formatRupees(rules.feePaise),
      }),
    );
  if (tokenPaise > 0)
    terms.push(
      phrase(/*i18n*/ 'Pay {token} by UPI now to place the order; the rest is paid on delivery.', {
        token: formatRupees(tokenPaise),
      }),
    );
  const confirmation = rules.confirmation && tokenPaise === 0;
  if (confirmation)
    terms.push(
      phrase(/*i18n*/ 'Confirm the order from the mail we send within {hours} hours, or it is cancelled.', {
        hours: rules.confirmHours,
      }),
    );
  return {
    available: true,
    reason: null,
    reasonPhrase: terms.length > 0 ? inTurn(terms) : null,
    tokenPaise,
    confirmation,
    confirmHours: rules.confirmHours,
    feePaise: rules.feePaise,
  };
}
