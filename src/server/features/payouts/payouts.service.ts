import type { ServiceContext } from '../../service-context.ts';
import {
  type IfscBranch,
  type PayoutMethodFields,
  type PayoutMethodKind,
  type PayoutMethodView,
  UNKNOWN_IFSC,
} from '#shared/contracts/payouts.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { type FieldCrypto, FieldCryptoError, UnknownFieldKeyError } from '../../lib/field-crypto.ts';
import { findOwnSeller } from '../catalog/sellers.service.ts';
import { findOwnStore } from '../stores/stores.service.ts';
import { findIfscBranch } from './ifsc-directory.ts';
import { maskedTail, maskUpiId, toPayoutMethodView } from './payout-view.ts';
import { type PanHolder, panHolderOf } from './withholding.ts';
import {
  findPayoutMethod,
  findBankPayees,
  findPayoutMethodKinds,
  findPayoutMethodSecrets,
  findPayoutMethodWithAccountName,
  type PayoutMethodRow,
  type PayoutMethodValues,
  upsertPayoutMethod,
} from './payouts.repository.ts';

/*
 * Payout methods (decision 036): where a creator's or seller's earnings go. The owner saves and sees theirs (masked);
 * payout runs read the decrypted destination through payoutDestination, the operator's payee list the kinds.
 */

/** The encrypted columns; each value is bound to its column and its row's account. */
type SecretColumn = 'upi_id' | 'account_number' | 'pan';
const secretContext = (userId: string, column: SecretColumn) => `payout_methods.${column}:${userId}`;

/**
 * Saved details that the configured keys do not open: PAYOUT_DETAILS_KEY was changed or lost (decision 036). A
 * configuration problem of the server, said to the operator plainly, and before a run claims anything.
 */
export const PAYOUT_KEY_PROBLEM =
  /*i18n*/ 'Saved payout details cannot be opened with the configured PAYOUT_DETAILS_KEY: the key was changed or lost. Set the key they were saved with (a new key first, then the old one, comma-separated) and try again. Nothing was changed.';

/**
 * Decrypts one saved value. One written with a key that is not configured is the key problem, a 503 in the envelope;
 * a value altered or moved to another row stays a FieldCryptoError (that row's own fault, never the key's).
 */
function openSecret(crypto: FieldCrypto, userId: string, column: SecretColumn, value: string): string {
  try {
    return crypto.decrypt(value, secretContext(userId, column));
  } catch (error) {
    if (error instanceof UnknownFieldKeyError) throw new AppError('unavailable', PAYOUT_KEY_PROBLEM);
    throw error;
  }
}

/**
 * Throws the key problem unless every saved detail of these accounts' methods was written with a configured key.
 * (A value altered in place still stops its own payout where it is read, as before.) Answers who holds each PAN
 * opened, by its fourth character (194-O's exemption is an individual's or a family's).
 */
export async function requireReadablePayoutDetails(
  db: Db,
  crypto: FieldCrypto,
  userIds: string[],
): Promise<Map<string, PanHolder>> {
  const holders = new Map<string, PanHolder>();
  if (userIds.length === 0) return holders;
  for (const row of await findPayoutMethodSecrets(db, [...new Set(userIds)])) {
    const secrets = [
      ['upi_id', row.upiIdEncrypted],
      ['account_number', row.accountNumberEncrypted],
      ['pan', row.panEncrypted],
    ] as const;
    for (const [column, value] of secrets) {
      if (value === null) continue;
      try {
        const opened = openSecret(crypto, row.userId, column, value);
        if (column === 'pan') holders.set(row.userId, panHolderOf(opened));
      } catch (error) {
        // The key problem (an AppError by now) stops the run; a value altered in place is left to its payout.
        if (!(error instanceof FieldCryptoError)) throw error;
      }
    }
  }
  return holders;
}

export const PAYOUTS_ARE_FOR_EARNERS =
  /*i18n*/ 'Payouts are for creators and sellers. Open your store or set up your seller account first.';

/** Payouts are for accounts that earn: a creator's store or a seller account; anyone else is refused. */
export async function requirePayee(db: Db, userId: string): Promise<void> {
  const [store, seller] = await Promise.all([findOwnStore(db, userId), findOwnSeller(db, userId)]);
  if (!store && !seller) throw new AppError('forbidden', PAYOUTS_ARE_FOR_EARNERS);
}

/** GET /api/ifsc/{code}: the bank and branch code of an IFSC in the list, or a 404. */
export function lookupIfsc(code: string): IfscBranch {
  const branch = findIfscBranch(code);
  if (!branch) throw new AppError('not_found', UNKNOWN_IFSC);
  return branch;
}

/** The account's payout method as its owner sees it (masked), or null before one is saved. */
export async function readPayoutMethod(db: Db, userId: string): Promise<PayoutMethodView | null> {
  const row = await findPayoutMethod(db, userId);
  return row ? toPayoutMethodView(row) : null;
}

/**
 * PUT /api/payout-method: adds or replaces the account's method (and its PAN, unless left out). Only an account that
 * earns (a creator's store or a seller account) has one; an IFSC must be one the list knows.
 */
export async function savePayoutMethod(
  context: ServiceContext,
  userId: string,
  input: PayoutMethodFields,
): Promise<PayoutMethodView> {
  const { db, payoutCrypto: crypto, now } = context;
  await requirePayee(db, userId);
  const seal = (column: SecretColumn, value: string) => crypto.encrypt(value, secretContext(userId, column));
  const none = {
    upiIdEncrypted: null,
    upiIdMasked: null,
    accountHolderName: null,
    accountNumberEncrypted: null,
    accountNumberLast4: null,
    ifsc: null,
    bankName: null,
    mobile: null,
  };
  let method: Omit<PayoutMethodValues, 'userId' | 'panEncrypted' | 'panLast4' | 'panName' | 'updatedAt'>;
  if (input.kind === 'upi') {
    method = { ...none, kind: 'upi', upiIdEncrypted: seal('upi_id', input.upiId), upiIdMasked: maskUpiId(input.upiId) };
  } else {
    const branch = findIfscBranch(input.ifsc);
    if (!branch) throw new AppError('validation_failed', UNKNOWN_IFSC, { fields: { ifsc: [UNKNOWN_IFSC] } });
    method = {
      ...none,
      kind: 'bank',
      accountHolderName: input.accountHolderName,
      accountNumberEncrypted: seal('account_number', input.accountNumber),
      accountNumberLast4: input.accountNumber.slice(-4),
      ifsc: branch.ifsc,
      bankName: branch.bank,
      mobile: input.mobile,
    };
  }
  const { pan } = input;
  const row = await upsertPayoutMethod(
    db,
    {
      userId,
      ...method,
      panEncrypted: pan ? seal('pan', pan) : null,
      panLast4: pan ? pan.slice(-4) : null,
      panName: pan ? (input.panName ?? null) : null,
      updatedAt: now,
    },
    // Left out, the PAN saved before stays.
    { keepPan: pan === undefined },
  );
  return toPayoutMethodView(row);
}

/** Where a payout goes, decrypted: for a payout run only, never for an answer. */
export type PayoutDestination = (
  | {
      kind: 'upi';
      upiId: string;
      /** The name on the PAN, else the account's name. */
      name: string;
    }
  | { kind: 'bank'; accountNumber: string; ifsc: string; accountHolderName: string }
) & { pan: string | null; panName: string | null };

/**
 * The account's payout destination with the UPI ID, account number and PAN decrypted, or null when the account has
 * no method. A value that does not decrypt (a lost key, a value moved between rows) throws: the payout must stop.
 */
export async function payoutDestination(
  db: Db,
  crypto: FieldCrypto,
  userId: string,
): Promise<PayoutDestination | null> {
  const row = await findPayoutMethodWithAccountName(db, userId);
  if (!row) return null;
  const open = (column: SecretColumn, value: string | null) =>
    openSecret(crypto, userId, column, present(row, value, column));
  const pan = { pan: row.panEncrypted === null ? null : open('pan', row.panEncrypted), panName: row.panName };
  if (row.kind === 'upi')
    return { kind: 'upi', upiId: open('upi_id', row.upiIdEncrypted), name: row.panName ?? row.accountName, ...pan };
  return {
    kind: 'bank',
    accountNumber: open('account_number', row.accountNumberEncrypted),
    ifsc: present(row, row.ifsc, 'ifsc'),
    accountHolderName: present(row, row.accountHolderName, 'account_holder_name'),
    ...pan,
  };
}

/** A column the table's checks keep filled for the row's kind; a row without it is a bug, not the client's fault. */
function present(row: PayoutMethodRow, value: string | null, column: string): string {
  if (value === null) throw new Error(`The payout method of ${row.userId} has no ${column}.`);
  return value;
}

/**
 * For payout runs and the operator's payee list: each account's method kind, where it pays, masked ("UPI
 * meXXXXrs@okaxis", "HDFC Bank XXXXXX6789"), and whether it has a PAN; accounts without one are absent.
 */
export async function payoutMethodsOf(
  db: Db,
  userIds: string[],
): Promise<Map<string, { kind: PayoutMethodKind; label: string; hasPan: boolean }>> {
  if (userIds.length === 0) return new Map();
  const rows = await findPayoutMethodKinds(db, [...new Set(userIds)]);
  return new Map(
    rows.map((row) => [
      row.userId,
      {
        kind: row.kind,
        label:
          row.kind === 'upi'
            ? `UPI ${row.upiIdMasked ?? ''}`
            : `${row.bankName ?? 'Bank'} ${maskedTail(row.accountNumberLast4 ?? '')}`,
        hasPan: row.panLast4 !== null,
      },
    ]),
  );
}

/**
 * Every account paid to a bank account (those a payment gateway's linked account can settle to; decision 069), with
 * the mobile number given with it, if any.
 */
export async function bankPayees(db: Db): Promise<{ userId: string; mobile: string | null }[]> {
  return findBankPayees(db);
}

/** A UPI ID as its owner is shown it (meXXXXrs@okaxis): for any UPI ID Haat pays money to. */
export const maskedUpiId = (upiId: string): string => maskUpiId(upiId);
