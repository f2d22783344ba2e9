// `npm run payouts:run`: starts a payout run now (as the weekly schedule would, without waiting for Monday) and
// submits every payout still pending, e.g. from cron, or after a crash. Safe to run again at any time.
import { DEFAULT_PAYOUT_MINIMUM_PAISE } from '#shared/contracts/payouts-runs.ts';
import { failCli, openCliDatabase } from '../../db/cli-database.ts';
import { startPayoutRun } from './payout-runs.service.ts';
import { reconcileProviderPayouts, submitPendingPayouts } from './payout-submission.service.ts';
import { createPayoutCrypto } from './payout-key.ts';
import { payoutProviderFromEnv } from './providers/from-env.ts';

const { env, database, where, close } = await openCliDatabase('payouts:run');
let exitCode = 0;
try {
  const now = new Date();
  const provider = payoutProviderFromEnv(env);
  const crypto = createPayoutCrypto(env);
  const outcome = await startPayoutRun(
    database.db,
    crypto,
    { provider: env.PAYOUT_PROVIDER, minimumPaise: DEFAULT_PAYOUT_MINIMUM_PAISE, startedByUserId: null },
    now,
  );
  const sent = await submitPendingPayouts(database.db, crypto, provider, now);
  const reconciled = await reconcileProviderPayouts(database.db, provider, now);
  for (const { payoutId, error } of sent.failures)
    console.error(`payouts:run: payout ${payoutId} could not be submitted and stays pending:`, error);
  process.stdout.write(
    `Payout run on ${where} (${env.PAYOUT_PROVIDER}): ${outcome?.payouts ?? 0} new payouts, ${outcome?.withoutMethod ?? 0} payees without a payout method; ${sent.submitted} submitted, ${sent.waiting} waiting; ${reconciled} settled from RazorpayX's state.\n`,
  );
} catch (error) {
  console.error('payouts:run failed:', error);
  exitCode = 1;
} finally {
  await close();
}
if (exitCode !== 0) failCli('payouts:run', 'see above');
process.exit(0);
