import { DEFAULT_PAYOUT_MINIMUM_PAISE } from '#shared/contracts/payouts-runs.ts';
import { opsMoneyEndpoints } from '#shared/endpoints/payouts-ops.ts';
import { createRouter, serviceContext } from '../../router.ts';
import { csvDownload } from '../../lib/downloads.ts';
import { AppError } from '../../lib/errors.ts';
import { readUpload } from '../../lib/uploads.ts';
import { readCommissionSettings, setCommissionRates } from '../commission/commission.service.ts';
import { marketplaceOverview } from '../ledger/marketplace-totals.service.ts';
import { recordOperatorAction } from '../ops/audit.service.ts';
import { applyBankResult, bankFileCsv, requireRun } from './bank-file.ts';
import { withDeductions } from './payee-payouts.service.ts';
import { listPayees, listPayoutRuns, readPayoutRun, taxToDeposit } from './ops-payouts.service.ts';
import { recordChallan } from './tds-challans.service.ts';
import { sendOwedPayoutMail } from './payout-mails.ts';
import { recordPayoutResult, requirePayout, startPayoutRun } from './payout-runs.service.ts';
import { submitPendingPayouts } from './payout-submission.service.ts';
import { tcsCsv, tcsJson, tcsRegistration, tcsStates } from './tcs-report.service.ts';
import { tdsReturnCsv } from './tds-statements.service.ts';

/** The largest bank result file taken: far more rows than a run has. */
const MAX_BANK_RESULT_BYTES = 512 * 1024;

/* The operator's money endpoints. Every write runs with its audit row in one transaction. */
export const opsMoneyRoutes = createRouter()
  .serve(opsMoneyEndpoints.overview, async (c) => {
    const { database, now } = c.get('deps');
    return c.json(await marketplaceOverview(database.db, c.req.valid('query').days, now()), 200);
  })
  .serve(opsMoneyEndpoints.commission, async (c) => {
    const { database, now } = c.get('deps');
    return c.json(await readCommissionSettings(database.db, now()), 200);
  })
  .serve(opsMoneyEndpoints.setCommission, async (c) => {
    const { database, now } = c.get('deps');
    const { reason, ...rates } = c.req.valid('json');
    const at = now();
    await database.db.transaction(async (tx) => {
      await setCommissionRates(tx, rates, c.var.user.id, at);
      await recordOperatorAction(
        tx,
        {
          operatorUserId: c.var.user.id,
          action: 'commission.set',
          subjectType: 'commission',
          subjectId: 'rates',
          reason,
          details: rates,
        },
        at,
      );
    });
    return c.json(await readCommissionSettings(database.db, at), 200);
  })
  .serve(opsMoneyEndpoints.payees, async (c) => {
    const { database } = c.get('deps');
    return c.json({ items: await listPayees(database.db) }, 200);
  })
  .serve(opsMoneyEndpoints.runs, async (c) => {
    const { database } = c.get('deps');
    return c.json({ items: await listPayoutRuns(database.db) }, 200);
  })
  .serve(opsMoneyEndpoints.startRun, async (c) => {
    const { database, now, payouts, payoutCrypto } = c.get('deps');
    const body = c.req.valid('json');
    const provider = body.provider ?? payouts.providerName;
    if (provider === 'razorpayx' && !payouts.provider)
      throw new AppError('conflict', /*i18n*/ 'RazorpayX is not set up: set PAYOUT_PROVIDER=razorpayx and its keys.');
    const at = now();
    const minimumPaise = body.minimumPaise ?? DEFAULT_PAYOUT_MINIMUM_PAISE;
    const outcome = await startPayoutRun(
      database.db,
      payoutCrypto,
      { provider, minimumPaise, startedByUserId: c.var.user.id },
      at,
      (tx, { run, payouts: created, withoutMethod }) =>
        recordOperatorAction(
          tx,
          {
            operatorUserId: c.var.user.id,
            action: 'payout_run.start',
            subjectType: 'payout_run',
            subjectId: run.id,
            details: { provider, minimumPaise, payouts: created, withoutMethod },
          },
          at,
        ).then(() => {}),
    );
    if (!outcome) throw new Error('An operator’s run is never a duplicate of a scheduled week');
    if (provider === 'razorpayx') {
      await submitPendingPayouts(database.db, payoutCrypto, payouts.provider, at);
      // RazorpayX may answer a submission paid at once.
      sendOwedPayoutMail(c);
    }
    return c.json(await readPayoutRun(database.db, outcome.run.id), 201);
  })
  .serve(opsMoneyEndpoints.run, async (c) => {
    const { database } = c.get('deps');
    return c.json(await readPayoutRun(database.db, c.req.valid('param').id), 200);
  })
  .serve(opsMoneyEndpoints.bankFile, async (c) => {
    const { database, now } = c.get('deps');
    const { id } = c.req.valid('param');
    const { csv, rows } = await bankFileCsv(database.db, c.get('deps').payoutCrypto, id);
    // The file holds full account numbers: who downloaded it, and when, is in the audit log.
    await recordOperatorAction(
      database.db,
      {
        operatorUserId: c.var.user.id,
        action: 'payout_run.bank_file',
        subjectType: 'payout_run',
        subjectId: id,
        details: { rows },
      },
      now(),
    );
    return csvDownload(c, `haat-payouts-${id.slice(0, 8)}.csv`, csv);
  })
  .serve(opsMoneyEndpoints.bankResult, async (c) => {
    const { database, now } = c.get('deps');
    const { id } = c.req.valid('param');
    const { file } = c.req.valid('form') as { file?: unknown };
    const bytes = await readUpload(file, {
      field: 'file',
      maxBytes: MAX_BANK_RESULT_BYTES,
      noun: 'bank-result',
    });
    const at = now();
    const recorded = await database.db.transaction(async (tx) => {
      const counts = await applyBankResult(tx, id, new TextDecoder().decode(bytes), at);
      await recordOperatorAction(
        tx,
        {
          operatorUserId: c.var.user.id,
          action: 'payout_run.bank_result',
          subjectType: 'payout_run',
          subjectId: id,
          details: counts,
        },
        at,
      );
      return counts;
    });
    if (recorded.paid > 0) sendOwedPayoutMail(c);
    return c.json(recorded, 200);
  })
  .serve(opsMoneyEndpoints.recordResult, async (c) => {
    const { database, now } = c.get('deps');
    const { id } = c.req.valid('param');
    const result = c.req.valid('json');
    const payout = await requirePayout(database.db, id);
    // A RazorpayX payout's result comes from RazorpayX: failing one it is still moving would pay the payee twice.
    if ((await requireRun(database.db, payout.runId)).provider !== 'manual')
      throw new AppError('conflict', /*i18n*/ 'This payout goes through RazorpayX: its result comes from RazorpayX.');
    const at = now();
    const moved = await database.db.transaction(async (tx) => {
      const settled = await recordPayoutResult(tx, id, result, at);
      if (!settled) return null;
      await recordOperatorAction(
        tx,
        {
          operatorUserId: c.var.user.id,
          action: 'utr' in result ? 'payout.paid' : 'payout.failed',
          subjectType: 'payout',
          subjectId: id,
          reason: 'failed' in result ? result.failed : null,
          details: 'utr' in result ? { utr: result.utr } : {},
        },
        at,
      );
      return settled;
    });
    if (!moved) throw new AppError('conflict', /*i18n*/ 'This payout is settled already.');
    if (moved.status === 'paid') sendOwedPayoutMail(c);
    const [settled] = await withDeductions(database.db, [moved]);
    return c.json(settled as NonNullable<typeof settled>, 200);
  })
  .serve(opsMoneyEndpoints.tax, async (c) => {
    const { database, now } = c.get('deps');
    const { year, quarter } = c.req.valid('query');
    return c.json(await taxToDeposit(database.db, year, quarter, now()), 200);
  })
  .serve(opsMoneyEndpoints.recordChallan, async (c) => {
    const { database, now } = c.get('deps');
    const at = now();
    const challan = await database.db.transaction(async (tx) => {
      const recorded = await recordChallan(tx, c.req.valid('json'), c.var.user.id, at);
      await recordOperatorAction(
        tx,
        {
          operatorUserId: c.var.user.id,
          action: 'tds_challan.record',
          subjectType: 'tds_challan',
          subjectId: recorded.id,
          details: { section: recorded.section, month: recorded.month, amountPaise: recorded.amountPaise },
        },
        at,
      );
      return recorded;
    });
    return c.json(challan, 201);
  })
  .serve(opsMoneyEndpoints.tdsReturn, async (c) => {
    const { year, quarter } = c.req.valid('query');
    const csv = await tdsReturnCsv(serviceContext(c), year, quarter);
    return csvDownload(c, `haat-tds-return-FY${year}-${(year + 1) % 100}-Q${quarter}.csv`, csv);
  })
  .serve(opsMoneyEndpoints.tcsStates, async (c) => {
    const { database } = c.get('deps');
    return c.json({ items: await tcsStates(database.db, c.req.valid('query').month) }, 200);
  })
  .serve(opsMoneyEndpoints.tcs, async (c) => {
    const { database } = c.get('deps');
    const { month, state } = c.req.valid('query');
    return csvDownload(c, `haat-gstr8-${state}-${month}.csv`, await tcsCsv(database.db, month, state));
  })
  .serve(opsMoneyEndpoints.tcsJson, async (c) => {
    const { database, env } = c.get('deps');
    const { month, state } = c.req.valid('query');
    const registration = tcsRegistration(env, state);
    c.header('Content-Disposition', `attachment; filename="haat-gstr8-${state}-${month}.json"`);
    c.header('Cache-Control', 'private, no-store');
    return c.json(await tcsJson(database.db, month, state, registration), 200);
  });
