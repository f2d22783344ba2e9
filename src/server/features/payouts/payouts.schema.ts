import { sql } from 'drizzle-orm';
import { check, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { PAYOUT_METHOD_KINDS } from '#shared/contracts/payouts.ts';
import { users } from '../auth/auth.schema.ts';

/**
 * Where an account's earnings are paid, one per account: a creator's store and a seller's earnings both pay to it.
 * The UPI ID, account number and PAN are encrypted (`lib/field-crypto.ts`, bound to the row and column: decision
 * 036); what the owner is shown (the last 4 characters, the UPI ID's ends) is kept in clear beside them, so showing
 * a method never decrypts it. Only a payout decrypts.
 */
export const payoutMethods = pgTable(
  'payout_methods',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: PAYOUT_METHOD_KINDS }).notNull(),
    upiIdEncrypted: text('upi_id_encrypted'),
    /** e.g. meXXXXrs@okaxis */
    upiIdMasked: text('upi_id_masked'),
    accountHolderName: text('account_holder_name'),
    accountNumberEncrypted: text('account_number_encrypted'),
    accountNumberLast4: text('account_number_last4'),
    ifsc: text('ifsc'),
    /** The bank's name from the IFSC list when saved. */
    bankName: text('bank_name'),
    /** A bank account's mobile number, when given: what a gateway's linked account asks for (decision 069). */
    mobile: text('mobile'),
    panEncrypted: text('pan_encrypted'),
    panLast4: text('pan_last4'),
    panName: text('pan_name'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    check(
      'payout_methods_kind_fields',
      sql`(${table.kind} = 'upi' and ${table.upiIdEncrypted} is not null and ${table.upiIdMasked} is not null
        and ${table.accountNumberEncrypted} is null and ${table.accountNumberLast4} is null
        and ${table.accountHolderName} is null and ${table.ifsc} is null and ${table.bankName} is null)
      or (${table.kind} = 'bank' and ${table.upiIdEncrypted} is null and ${table.upiIdMasked} is null
        and ${table.accountNumberEncrypted} is not null and ${table.accountNumberLast4} is not null
        and ${table.accountHolderName} is not null and ${table.ifsc} is not null and ${table.bankName} is not null)`,
    ),
    check(
      'payout_methods_pan_fields',
      sql`(${table.panEncrypted} is null) = (${table.panLast4} is null)
        and (${table.panEncrypted} is null) = (${table.panName} is null)`,
    ),
  ],
);
