import { DEFAULT_PAYOUT_MINIMUM_PAISE, type PayoutProviderName } from '#shared/contracts/payouts-runs.ts';
import type { Db } from '../../db/client.ts';
import type { FieldCrypto } from '../../lib/field-crypto.ts';
import { startPayoutRun } from './payout-runs.service.ts';
import { reconcileProviderPayouts, submitPendingPayouts } from './payout-submission.service.ts';
import type { PayoutProvider } from './providers/provider.ts';
import { indiaDate, indiaDayStart } from '#shared/financial-year.ts';

/*
 * The weekly run: every Monday at 10:00 in India, a run pays every payee above
 * the minimum. Each process checks every few minutes; the run's week is unique,
 * so however many processes check, a week has one scheduled run. A process
 * that was down through the whole following day leaves that week's run to
 * the operator rather than paying days late without anyone asking.
 */

const DAY_MS = 86_400_000;
const RUN_HOUR_IST = 10;
/** How long after its moment a scheduled run may still start. */
const RUN_WINDOW_MS = DAY_MS;

/** The scheduled moment of the week `at` falls in (Monday 10:00 India time) and that Monday's date. */
function weekOf(at: Date): { monday: string; runsAt: Date } {
  const day = indiaDate(at);
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay(); // 0 Sunday … 6 Saturday
  const monday = new Date(Date.parse(`${day}T00:00:00Z`) - ((weekday + 6) % 7) * DAY_MS).toISOString().slice(0, 10);
  return { monday, runsAt: indiaDayStart(monday, RUN_HOUR_IST) };
}

/** When the next scheduled run pays what is payable by then. */
export function nextScheduledRun(now: Date): Date {
  const { runsAt } = weekOf(now);
  return runsAt > now ? runsAt : new Date(runsAt.getTime() + 7 * DAY_MS);
}

/** Starts this week's run if its moment has just passed and no process has started it; then submits what is pending. */
export async function runScheduledPayouts(
  db: Db,
  crypto: FieldCrypto,
  providerName: PayoutProviderName,
  provider: PayoutProvider | null,
  now: Date,
): Promise<Awaited<ReturnType<typeof submitPendingPayouts>>> {
  const { monday, runsAt } = weekOf(now);
  if (now >= runsAt && now.getTime() < runsAt.getTime() + RUN_WINDOW_MS) {
    await startPayoutRun(
      db,
      crypto,
      {
        provider: providerName,
        minimumPaise: DEFAULT_PAYOUT_MINIMUM_PAISE,
        startedByUserId: null,
        scheduledFor: monday,
      },
      now,
    );
  }
  const submitted = await submitPendingPayouts(db, crypto, provider, now);
  await reconcileProviderPayouts(db, provider, now);
  return submitted;
}
