import type { PayoutProviderName } from '#shared/contracts/payouts-runs.ts';
import type { Db } from '../../db/client.ts';
import type { FieldCrypto } from '../../lib/field-crypto.ts';
import { recordPayoutResult } from './payout-runs.service.ts';
import {
  findOpenPayoutsOf,
  findPendingPayouts,
  findUnsettledProviderPayouts,
  movePayout,
  type PayoutRow,
} from './payout-runs.repository.ts';
import { type PayoutDestination, payoutDestination } from './payouts.service.ts';
import type { PayoutDestination as ProviderDestination } from './providers/provider.ts';
import { type PayoutProvider, PayoutProviderConflict, PayoutProviderUnavailable } from './providers/provider.ts';

/* Handing payouts to RazorpayX, and asking it for those whose webhook never came (decision 037). */

/**
 * Hands every payout still pending to its provider, with the payout's id as
 * the idempotency key: those of a run just written, and those a crash left.
 * Stops at the first sign the provider is down; the next run tries again.
 */
export async function submitPendingPayouts(
  db: Db,
  crypto: FieldCrypto,
  provider: PayoutProvider | null,
  at: Date,
): Promise<{ submitted: number; waiting: number; failures: { payoutId: string; error: unknown }[] }> {
  const pending = await findPendingPayouts(db);
  const failures: { payoutId: string; error: unknown }[] = [];
  let submitted = 0;
  for (const { payout, provider: name } of pending) {
    if (name !== 'razorpayx' || !provider) continue;
    try {
      const destination = await payoutDestination(db, crypto, payout.userId);
      if (!destination) {
        await recordPayoutResult(db, payout.id, { failed: 'The payee has no payout method any more.' }, at);
        continue;
      }
      const state = await provider.submit({
        payoutId: payout.id,
        amountPaise: payout.netPaise,
        destination: toProviderDestination(destination),
        payeeId: payout.userId,
        payeeName:
          destination.panName ?? (destination.kind === 'upi' ? destination.name : destination.accountHolderName),
        narration: 'Haat payout',
      });
      if (state.state === 'paid' && state.utr)
        await recordPayoutResult(db, payout.id, { utr: state.utr }, at, state.providerPayoutId);
      else if (state.state === 'failed')
        await recordPayoutResult(db, payout.id, { failed: state.reason }, at, state.providerPayoutId);
      else
        await movePayout(db, payout.id, ['pending'], {
          status: 'processing',
          providerPayoutId: state.providerPayoutId,
          submittedAt: at,
        });
      submitted += 1;
    } catch (error) {
      if (error instanceof PayoutProviderUnavailable) break;
      // Anything else is this payout's alone (the provider holds another request under its key, its details do
      // not decrypt): it stays pending for a person to look at, and the others go on.
      if (!(error instanceof PayoutProviderConflict)) failures.push({ payoutId: payout.id, error });
    }
  }
  return { submitted, waiting: pending.length - submitted, failures };
}

/** How long a RazorpayX payout may wait for its webhook before its state is asked for. */
const RECONCILE_AFTER_MS = 30 * 60_000;

/**
 * Asks RazorpayX for payouts whose webhook has not come after half an hour (lost, or the endpoint was down) and
 * settles those it reports final. Without it a lost webhook would leave the payee out of every later run.
 */
export async function reconcileProviderPayouts(db: Db, provider: PayoutProvider | null, at: Date): Promise<number> {
  if (!provider) return 0;
  let settled = 0;
  for (const { id, providerPayoutId } of await findUnsettledProviderPayouts(
    db,
    new Date(at.getTime() - RECONCILE_AFTER_MS),
  )) {
    try {
      const state = await provider.fetch(providerPayoutId ?? '');
      const result =
        state.state === 'paid' && state.utr
          ? { utr: state.utr }
          : state.state === 'failed'
            ? { failed: state.reason }
            : null;
      if (result && (await recordPayoutResult(db, id, result, at))) settled += 1;
    } catch (error) {
      if (error instanceof PayoutProviderUnavailable) break;
      throw error;
    }
  }
  return settled;
}

/** The provider's view of a destination: without the PAN, which no provider is sent. */
function toProviderDestination(destination: PayoutDestination): ProviderDestination {
  return destination.kind === 'upi'
    ? { kind: 'upi', upiId: destination.upiId, name: destination.name }
    : {
        kind: 'bank',
        accountNumber: destination.accountNumber,
        ifsc: destination.ifsc,
        accountHolderName: destination.accountHolderName,
      };
}

/** A provider's payouts not yet settled, oldest first. */
export async function openPayoutsOf(db: Db, provider: PayoutProviderName): Promise<PayoutRow[]> {
  return (await findOpenPayoutsOf(db, provider)).map((row) => row.payout);
}

/** A pending payout handed on (its transfers matched): processing until its result is recorded. */
export async function markPayoutSubmitted(tx: Db, payoutId: string, at: Date): Promise<boolean> {
  return (await movePayout(tx, payoutId, ['pending'], { status: 'processing', submittedAt: at })) !== null;
}
