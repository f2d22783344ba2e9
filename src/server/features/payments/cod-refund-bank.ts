import type { OpsCodRefund, OpsCodRefunds } from '#shared/contracts/payments-cod.ts';
import { rupeesDecimal } from '#shared/money.ts';
import type { Db } from '../../db/client.ts';
import { numberColumn, textColumn, writeCsv } from '../../lib/csv.ts';
import { AppError } from '../../lib/errors.ts';
import type { FieldCrypto } from '../../lib/field-crypto.ts';
import { recordOperatorAction } from '../ops/audit.service.ts';
import type { OrderMails } from '../orders/order-mail-event.ts';
import { orderContactsOf, orderNumbersOf } from '../orders/paid-orders.ts';
import type { PayoutResult } from '../payouts/payout-runs.service.ts';
import {
  type CodRefundRow,
  findCodRefundsById,
  listCodRefundsIn,
  listRefundsForOps,
  moveCodRefunds,
  updateCodRefund,
} from './cod-refunds.repository.ts';
import { refundPaid, upiContext } from './cod-refunds.service.ts';

/*
 * COD refunds without a payout provider (decision 071): the operator takes the refunds that have a UPI ID into the
 * bank file (`with_bank`, so no payout provider set up later pays them again), pays it through the bank's portal,
 * and records each refund's UTR (the buyer is mailed with it) or why it failed (the buyer may give another UPI ID).
 * Every step is in the audit log.
 */

/** How many paid refunds the operator's view lists after the open ones. */
const PAID_LISTED = 50;

export async function opsCodRefunds(db: Db, paidBy: OpsCodRefunds['paidBy']): Promise<OpsCodRefunds> {
  const rows = await listRefundsForOps(db, PAID_LISTED);
  const numbers = await orderNumbersOf(
    db,
    rows.map((row) => row.orderId),
  );
  return { paidBy, items: rows.map((row) => opsView(row, numbers.get(row.orderId) ?? '')) };
}

const opsView = (row: CodRefundRow, orderNumber: string): OpsCodRefund => ({
  id: row.id,
  orderId: row.orderId,
  orderNumber,
  amountPaise: row.amountPaise,
  state: row.state,
  upiIdMasked: row.upiIdMasked,
  utr: row.utr,
  failure: row.failure,
  createdAt: row.createdAt.toISOString(),
});

const requireBankFile = (paidBy: OpsCodRefunds['paidBy']) => {
  if (paidBy !== 'bank_file')
    throw new AppError('conflict', /*i18n*/ 'Refunds are paid through RazorpayX: there is no bank file.');
};

/** Every refund with a UPI ID waiting to be paid goes into the bank file; how many. */
export async function sendRefundsToBank(
  db: Db,
  operator: { userId: string; paidBy: OpsCodRefunds['paidBy'] },
  at: Date,
): Promise<number> {
  requireBankFile(operator.paidBy);
  return db.transaction(async (tx) => {
    const moved = await moveCodRefunds(tx, 'queued', 'with_bank', at);
    if (moved.length > 0)
      await recordOperatorAction(
        tx,
        {
          operatorUserId: operator.userId,
          action: 'cod_refunds.bank_batch',
          subjectType: 'cod_refunds',
          subjectId: 'bank_file',
          details: { refunds: moved.length, amountPaise: moved.reduce((total, row) => total + row.amountPaise, 0) },
        },
        at,
      );
    return moved.length;
  });
}

/** The bulk-transfer CSV of the refunds with the bank, with full UPI IDs; who downloaded it is audited. */
export async function codRefundBankFile(
  db: Db,
  crypto: FieldCrypto,
  operator: { userId: string; paidBy: OpsCodRefunds['paidBy'] },
  at: Date,
): Promise<string> {
  requireBankFile(operator.paidBy);
  const rows = await listCodRefundsIn(db, ['with_bank'], 10_000);
  const contacts = await orderContactsOf(
    db,
    rows.map((row) => row.orderId),
  );
  const csvRows = rows.map((row) => [
    'UPI',
    contacts.get(row.orderId)?.name ?? 'Haat buyer',
    crypto.decrypt(row.upiIdEncrypted ?? '', upiContext(row.id)),
    '',
    rupeesDecimal(row.amountPaise),
    row.id,
    'Haat refund',
  ]);
  await recordOperatorAction(
    db,
    {
      operatorUserId: operator.userId,
      action: 'cod_refunds.bank_file',
      subjectType: 'cod_refunds',
      subjectId: 'bank_file',
      details: { rows: csvRows.length },
    },
    at,
  );
  // A buyer types their own name: the beneficiary cell, like every text cell, is defused for the spreadsheet.
  return writeCsv(csvRows, [
    textColumn('Mode'),
    textColumn('Beneficiary name'),
    textColumn('Account number or UPI ID'),
    textColumn('IFSC'),
    numberColumn('Amount (₹)'),
    textColumn('Refund ID'),
    textColumn('Narration'),
  ]);
}

/** A refund with the bank paid (its UTR; the buyer is mailed) or failed (the buyer may give another UPI ID). */
export async function recordCodRefundResult(
  deps: { db: Db; mails: OrderMails },
  refund: { id: string; result: PayoutResult; operatorUserId: string },
  at: Date,
): Promise<OpsCodRefund> {
  const { db } = deps;
  const [row] = await findCodRefundsById(db, [refund.id]);
  if (!row) throw new AppError('not_found', /*i18n*/ 'No refund has this id.');
  const { result } = refund;
  const audit = (tx: Db) =>
    recordOperatorAction(
      tx,
      {
        operatorUserId: refund.operatorUserId,
        action: 'utr' in result ? 'cod_refund.paid' : 'cod_refund.failed',
        subjectType: 'cod_refund',
        subjectId: row.id,
        reason: 'failed' in result ? result.failed : null,
        details: 'utr' in result ? { utr: result.utr, amountPaise: row.amountPaise } : { amountPaise: row.amountPaise },
      },
      at,
    );
  const moved =
    'utr' in result
      ? await refundPaid(deps, row, { from: ['with_bank'], utr: result.utr }, at, audit)
      : await db.transaction(async (tx) => {
          const failed = await updateCodRefund(tx, row.id, ['with_bank'], {
            state: 'failed',
            failure: result.failed,
            updatedAt: at,
          });
          if (failed) await audit(tx);
          return failed;
        });
  if (!moved) throw new AppError('conflict', /*i18n*/ 'This refund is not with the bank: it is paid, or not sent yet.');
  const numbers = await orderNumbersOf(db, [moved.orderId]);
  return opsView(moved, numbers.get(moved.orderId) ?? '');
}
