import { parse } from 'csv-parse/sync';
import { rupeesDecimal } from '#shared/money.ts';
import type { Db } from '../../db/client.ts';
import { numberColumn, textColumn, writeCsv } from '../../lib/csv.ts';
import type { FieldCrypto } from '../../lib/field-crypto.ts';
import { AppError, type Phrase, phrase } from '../../lib/errors.ts';
import { payoutDestination } from './payouts.service.ts';
import { findRun, findRunPayouts } from './payout-runs.repository.ts';
import { type PayoutResult, recordPayoutResult } from './payout-runs.service.ts';

/*
 * The manual provider: the operator downloads a bulk-transfer file for the
 * bank (one row per payout still with the bank), pays it through the bank's
 * portal, then records each payout's UTR, one by one or by uploading the
 * bank's result file.
 */

/** A bank reference: NEFT/RTGS UTRs are 16–22 characters, IMPS and UPI references 12 digits. */
export const UTR_PATTERN = /^[A-Za-z0-9]{12,22}$/;

export async function requireRun(db: Db, runId: string) {
  const run = await findRun(db, runId);
  if (!run) throw new AppError('not_found', /*i18n*/ 'No payout run has this id.');
  return run;
}

/** The bulk-transfer CSV of a run's payouts that wait for the bank, with the full account details. */
export async function bankFileCsv(db: Db, crypto: FieldCrypto, runId: string): Promise<{ csv: string; rows: number }> {
  const run = await requireRun(db, runId);
  if (run.provider !== 'manual')
    throw new AppError('conflict', /*i18n*/ 'This run pays through RazorpayX: it has no bank file.');
  const waiting = (await findRunPayouts(db, runId)).filter(({ payout }) => payout.status === 'processing');
  const rows: string[][] = [];
  for (const { payout } of waiting) {
    const destination = await payoutDestination(db, crypto, payout.userId);
    if (!destination) continue;
    rows.push(
      destination.kind === 'upi'
        ? ['UPI', destination.name, destination.upiId, '', rupeesDecimal(payout.netPaise), payout.id, 'Haat payout']
        : [
            'NEFT',
            destination.accountHolderName,
            destination.accountNumber,
            destination.ifsc,
            rupeesDecimal(payout.netPaise),
            payout.id,
            'Haat payout',
          ],
    );
  }
  // A payee types their own name: the beneficiary cell, like every text cell, is defused for the spreadsheet.
  const csv = writeCsv(rows, [
    textColumn('Mode'),
    textColumn('Beneficiary name'),
    textColumn('Account number or UPI ID'),
    textColumn('IFSC'),
    numberColumn('Amount (₹)'),
    textColumn('Payout ID'),
    textColumn('Narration'),
  ]);
  return { csv, rows: rows.length };
}

interface ResultRow {
  payoutId: string;
  result: PayoutResult;
}

/**
 * The bank's result file: a header row, then `Payout ID, Status (paid|failed), UTR, Reason` per payout.
 * Every row is checked first; a file with any bad row changes nothing and says which rows are wrong.
 */
export async function applyBankResult(db: Db, runId: string, text: string, at: Date) {
  await requireRun(db, runId);
  const inRun = new Map((await findRunPayouts(db, runId)).map(({ payout }) => [payout.id, payout]));
  let records: Record<string, string>[];
  try {
    records = parse(text, { columns: (header: string[]) => header.map(normalize), skip_empty_lines: true, trim: true });
  } catch (error) {
    throw new AppError(
      'validation_failed',
      phrase(/*i18n*/ 'The file is not a CSV we can read: {reason}', { reason: (error as Error).message }),
    );
  }
  const problems: Phrase[] = [];
  const results: ResultRow[] = [];
  records.forEach((record, index) => {
    const row = index + 2; // the header is row 1
    const payoutId = record.payout_id ?? '';
    const status = (record.status ?? '').toLowerCase();
    const payout = inRun.get(payoutId);
    if (!payout)
      return problems.push(
        payoutId
          ? phrase(/*i18n*/ 'Row {row}: no payout {payoutId} in this run.', { row, payoutId })
          : phrase(/*i18n*/ 'Row {row}: no payout (empty) in this run.', { row }),
      );
    if (payout.status !== 'processing')
      return problems.push(
        phrase(/*i18n*/ 'Row {row}: payout {payoutId} is {status} already.', { row, payoutId, status: payout.status }),
      );
    if (status === 'paid' || status === 'success') {
      const utr = record.utr ?? '';
      if (!UTR_PATTERN.test(utr))
        return problems.push(
          phrase(/*i18n*/ 'Row {row}: a paid payout needs its UTR (12–22 letters or digits).', { row }),
        );
      return results.push({ payoutId, result: { utr } });
    }
    if (status === 'failed') {
      const reason = record.reason ?? '';
      if (reason.length < 3) return problems.push(phrase(/*i18n*/ 'Row {row}: say why the payout failed.', { row }));
      return results.push({ payoutId, result: { failed: reason.slice(0, 300) } });
    }
    return problems.push(phrase(/*i18n*/ 'Row {row}: the status must be paid or failed.', { row }));
  });
  if (records.length === 0) problems.push(phrase(/*i18n*/ 'The file has no payout rows.', {}));
  if (new Set(results.map((row) => row.payoutId)).size !== results.length)
    problems.push(phrase(/*i18n*/ 'A payout is in the file more than once.', {}));
  if (problems.length > 0)
    throw new AppError('validation_failed', /*i18n*/ 'Nothing was recorded: fix the file and upload it again.', {
      fields: {
        file: problems.slice(0, 20),
      },
    });
  return db.transaction(async (tx) => {
    for (const { payoutId, result } of results) await recordPayoutResult(tx, payoutId, result, at);
    return {
      paid: results.filter((row) => 'utr' in row.result).length,
      failed: results.filter((row) => 'failed' in row.result).length,
    };
  });
}

const normalize = (header: string) =>
  header
    .trim()
    .toLowerCase()
    .replace(/[^a-z]+/g, '_')
    .replace(/^_|_$/g, '');
