import { payoutRunEndpoints } from '#shared/endpoints/payouts-runs.ts';
import { createRouter, serviceContext } from '../../router.ts';
import { csvDownload, pdfDownload } from '../../lib/downloads.ts';
import { AppError } from '../../lib/errors.ts';
import { isUuid } from '../../lib/ids.ts';
import { ownStatementCsv, readOwnPayouts } from './payee-payouts.service.ts';
import { sendOwedPayoutMail } from './payout-mails.ts';
import { ownSettlementCsv } from './settlement-report.service.ts';
import { ownTdsCertificate } from './tds-statements.service.ts';
import { recordPayoutResult } from './payout-runs.service.ts';
import { claimWebhookEvent } from './payout-runs.repository.ts';
import { RazorpayXWebhookError, verifyRazorpayXWebhook } from './providers/razorpayx-webhook.ts';

export const payeePayoutRoutes = createRouter()
  .serve(payoutRunEndpoints.own, async (c) => {
    const { database, now, env } = c.get('deps');
    return c.json(await readOwnPayouts(database.db, c.var.user.id, now(), env.PAYOUT_SCHEDULE), 200);
  })
  .serve(payoutRunEndpoints.statement, async (c) => {
    const { database } = c.get('deps');
    const { year, quarter } = c.req.valid('query');
    const csv = await ownStatementCsv(database.db, c.var.user.id, year, quarter);
    return csvDownload(c, `haat-payouts-FY${year}-${(year + 1) % 100}-Q${quarter}.csv`, csv);
  })
  .serve(payoutRunEndpoints.settlement, async (c) => {
    const { database } = c.get('deps');
    const { year, quarter } = c.req.valid('query');
    const csv = await ownSettlementCsv(database.db, c.var.user.id, year, quarter);
    return csvDownload(c, `haat-settlement-FY${year}-${(year + 1) % 100}-Q${quarter}.csv`, csv);
  })
  .serve(payoutRunEndpoints.tdsCertificate, async (c) => {
    const { year, quarter } = c.req.valid('query');
    const file = await ownTdsCertificate(serviceContext(c), c.get('deps').env, c.var.user.id, year, quarter);
    return pdfDownload(c, file.filename, file.pdf);
  })
  .serve(payoutRunEndpoints.razorpayxWebhook, async (c) => {
    const { database, now, payouts } = c.get('deps');
    if (!payouts.webhookSecret) throw new AppError('not_found', /*i18n*/ 'RazorpayX is not the payout provider.');
    const headers = c.req.valid('header');
    const event = verifiedEvent(await c.req.text(), headers, payouts.webhookSecret);
    // Signed, but about nothing Haat paid (another event, a payout made elsewhere): acknowledged, so not resent.
    if (!event || !isUuid(event.payoutId)) return c.body(null, 204);
    await database.db.transaction(async (tx) => {
      if (!(await claimWebhookEvent(tx, event.eventId, now()))) return;
      // Processed before the bank's UTR reached RazorpayX: the payout.updated that brings the UTR settles it.
      if (event.state.state === 'paid' && event.state.utr)
        await recordPayoutResult(tx, event.payoutId, { utr: event.state.utr }, now(), event.state.providerPayoutId);
      else if (event.state.state === 'failed')
        await recordPayoutResult(
          tx,
          event.payoutId,
          { failed: event.state.reason },
          now(),
          event.state.providerPayoutId,
          {
            reversal: event.event === 'payout.reversed',
          },
        );
    });
    if (event.state.state === 'paid') sendOwedPayoutMail(c);
    return c.body(null, 204);
  });

function verifiedEvent(
  raw: string,
  headers: { 'x-razorpay-signature'?: string | undefined; 'x-razorpay-event-id'?: string | undefined },
  secret: string,
) {
  try {
    return verifyRazorpayXWebhook(raw, headers['x-razorpay-signature'], secret, headers['x-razorpay-event-id']);
  } catch (error) {
    if (error instanceof RazorpayXWebhookError) throw new AppError('bad_request', error.message);
    throw error;
  }
}
