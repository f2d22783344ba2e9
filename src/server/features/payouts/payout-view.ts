import type { PayoutMethodView } from '#shared/contracts/payouts.ts';
import type { PayoutMethodRow } from './payouts.repository.ts';

const MASK = 'X';

/** A value with all but its last 4 characters hidden behind a fixed run of X's, so its length is not told either. */
export const maskedTail = (last4: string, hidden = 6) => `${MASK.repeat(hidden)}${last4}`;

/** A UPI ID with the middle of its name hidden: meera.wears@okaxis → meXXXXrs@okaxis, ab@ybl → aXXXX@ybl. */
export function maskUpiId(upiId: string): string {
  const at = upiId.lastIndexOf('@');
  const name = upiId.slice(0, at);
  const shown =
    name.length >= 6 ? `${name.slice(0, 2)}${MASK.repeat(4)}${name.slice(-2)}` : `${name.charAt(0)}${MASK.repeat(4)}`;
  return `${shown}${upiId.slice(at)}`;
}

/** A stored row that breaks the table's checks: never expected, so a plain error (a 500), not a client's fault. */
const broken = (row: PayoutMethodRow, what: string) => new Error(`The payout method of ${row.userId} has no ${what}.`);

/** What the owner sees of their method: masked, read from the clear columns only (nothing is decrypted). */
export function toPayoutMethodView(row: PayoutMethodRow): PayoutMethodView {
  const pan = {
    panMasked: row.panLast4 === null ? null : maskedTail(row.panLast4),
    panName: row.panName,
    updatedAt: row.updatedAt.toISOString(),
  };
  if (row.kind === 'upi') {
    if (row.upiIdMasked === null) throw broken(row, 'UPI ID');
    return { kind: 'upi', upiIdMasked: row.upiIdMasked, ...pan };
  }
  const { accountHolderName, accountNumberLast4, ifsc, bankName } = row;
  if (accountHolderName === null || accountNumberLast4 === null || ifsc === null || bankName === null)
    throw broken(row, 'bank account');
  return {
    kind: 'bank',
    accountHolderName,
    accountNumberMasked: maskedTail(accountNumberLast4),
    ifsc,
    bankName,
    branchCode: ifsc.slice(5),
    mobile: row.mobile,
    ...pan,
  };
}
