import type { Db } from '../../db/client.ts';
import type { FieldCrypto } from '../../lib/field-crypto.ts';
import type { Logger } from '../../lib/logger.ts';
import { accountsByIds } from '../auth/auth-accounts.ts';
import { sellerPhones } from '../catalog/sellers.service.ts';
import { bankPayees, payoutDestination } from '../payouts/payouts.service.ts';
import { GatewayRefused, GatewayUnavailable, type PaymentGateway } from './providers/gateway.ts';
import { findActivatedPayees, findUnlinked, upsertLinkedAccount } from './transfers.repository.ts';

/*
 * Payees' linked accounts at the gateway (decision 069). A payee paid to a bank account gets one, settling to that
 * account; from then on their shares of prepaid orders are transferred to it and held, and everything they earn is
 * paid through it, by route runs only. The payouts feature asks who that is, so nobody is paid twice.
 */

/** Every payee with an activated linked account. */
export function routePayees(db: Db): Promise<Set<string>> {
  return findActivatedPayees(db);
}

/**
 * Makes a linked account for every payee paid to a bank account who has none (a few per pass), from their payout
 * details, their account's email and name and a phone (the mobile number given with the bank account, else their
 * seller's care number; Route asks for one, and a payee without one stays paid by the weekly run). A gateway that refuses is recorded with its reason and not asked again.
 */
export async function linkPayees(
  deps: { db: Db; crypto: FieldCrypto; gateway: PaymentGateway | null; logger: Logger },
  now: Date,
): Promise<number> {
  const { db, crypto, gateway, logger } = deps;
  if (!gateway) return 0;
  const payees = await bankPayees(db);
  const mobiles = new Map(payees.map((payee) => [payee.userId, payee.mobile]));
  const unlinked = (
    await findUnlinked(
      db,
      payees.map((payee) => payee.userId),
    )
  ).slice(0, 20);
  const [accounts, phones] = await Promise.all([accountsByIds(db, unlinked), sellerPhones(db, unlinked)]);
  let linked = 0;
  for (const userId of unlinked) {
    const account = accounts.get(userId);
    // Route takes the number's digits: the one given with the bank account, else the seller's care number.
    const phone = (mobiles.get(userId) ?? phones.get(userId))?.replace(/\D/g, '').slice(-10);
    const destination = await payoutDestination(db, crypto, userId);
    if (!account || !phone || destination?.kind !== 'bank') continue;
    const name = destination.panName ?? destination.accountHolderName;
    try {
      const { accountId } = await gateway.linkAccount({
        reference: userId,
        email: account.email,
        phone,
        name,
        bank: {
          accountNumber: destination.accountNumber,
          ifsc: destination.ifsc,
          holder: destination.accountHolderName,
        },
        pan: destination.pan,
      });
      await upsertLinkedAccount(db, {
        userId,
        provider: gateway.name,
        accountId,
        state: 'activated',
        failure: null,
        createdAt: now,
        updatedAt: now,
      });
      linked += 1;
    } catch (error) {
      if (error instanceof GatewayUnavailable) {
        logger.warn({ err: error }, 'the gateway could not be asked for a linked account');
        break;
      }
      if (!(error instanceof GatewayRefused)) throw error;
      logger.warn({ err: error, userId }, 'the gateway refused a linked account');
      await upsertLinkedAccount(db, {
        userId,
        provider: gateway.name,
        accountId: '',
        state: 'created',
        failure: error.message,
        createdAt: now,
        updatedAt: now,
      });
    }
  }
  return linked;
}
