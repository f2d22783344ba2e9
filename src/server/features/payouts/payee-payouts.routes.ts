import { payoutRunEndpoints } from '#shared/endpoints/payout-runs.ts';
import { createRouter } from '../../app-context.ts';
import { AppError } from '../../lib/errors.ts';
import { ownStatementCsv, readOwnPayouts } from './payee-payouts.service.ts';
import { recordPayoutResult } from './payout-runs.service.ts';
import { claimWebhookEvent } from './payout-runs.repository.ts';

export const payeePayoutRoutes = createRouter()
  .serve(payoutRunEndpoints.own, async (c) => {
    const { database, now } = c.get('deps');
    return c.json(await readOwnPayouts(database.db, c.var.user.id, now()), 200);
  })
  .serve(payoutRunEndpoints.statement, async (c) => {
    const { database } = c.get('deps');
    const { year, quarter } = c.req.valid('query');
    const csv = await ownStatementCsv(database.db, c.var.user.id, year, quarter);
    c.header('Content-Disposition', `attachment; filename="haat-payouts-FY${year}-${(year + 1) % 100}-Q${quarter}.csv"`);
    return c.body(csv, 200, { 'Content-Type': 'text/csv; charset=utf-8' });
  })
  .serve(payoutRunEndpoints.razorpayxWebhook, async (c) => {
    const { database, now, payouts } = c.get('deps');
    if (!payouts.webhookSecret) throw new AppError('not_found', 'RazorpayX is not the payout provider.');
    const raw = await c.req.text();
    const event = payouts.verifyWebhook(raw, c.req.valid('header')['x-razorpay-signature']);
    if (!event) return c.body(null, 204);
    await database.db.transaction(async (tx) => {
      if (!(await claimWebhookEvent(tx, event.eventId, now()))) return;
      if (event.state.state === 'paid')
        await recordPayoutResult(tx, event.payoutId, { utr: event.state.utr }, now(), event.state.providerPayoutId);
      else if (event.state.state === 'failed')
        await recordPayoutResult(tx, event.payoutId, { failed: event.state.reason }, now(), event.state.providerPayoutId);
    });
    return c.body(null, 204);
  });
