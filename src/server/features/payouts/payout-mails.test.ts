import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { opsMoneyEndpoints } from '#shared/endpoints/payouts-ops.ts';
import { callEndpoint, dataOf } from '../../testing/call-endpoint.ts';
import { signedInOperator } from '../../testing/ops-setup.ts';
import { payeesWithPayables, registeredBusiness } from '../../testing/payout-setup.ts';
import { type RazorpayXServer, startRazorpayXServer } from '../../testing/razorpayx-server.ts';
import { linkIn, startTestSmtp } from '../../testing/test-smtp.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import { reconcileProviderPayouts } from './payout-submission.service.ts';

/*
 * A paid payout's mail to its payee, received by a real SMTP server: the amount, where it went, the day, the UTR and
 * every deduction with its section, rate and base. Once per payout, however it became paid (a UTR an operator typed,
 * the bank's result file, a RazorpayX webhook, asking RazorpayX after a lost webhook) and however often that is
 * replayed.
 */

let smtp: Awaited<ReturnType<typeof startTestSmtp>>;

beforeAll(async () => {
  smtp = await startTestSmtp();
});

afterAll(async () => {
  await smtp?.close();
});

const indiaDay = (at: Date) =>
  new Intl.DateTimeFormat('en-IN', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'Asia/Kolkata',
  }).format(at);

/** No further mail about a payout reaches `to` within a moment (the ones expected were taken from the inbox). */
async function noPayoutMailTo(to: string) {
  await new Promise((resolve) => setTimeout(resolve, 600));
  expect(smtp.inbox.filter((mail) => mail.to.includes(to) && /paid you/.test(mail.subject))).toEqual([]);
}

describe('a manual payout run', () => {
  let server: TestServer;
  let operator: string;

  beforeAll(async () => {
    server = await startTestServer({ env: { SMTP_URL: smtp.url } });
    operator = (await signedInOperator(server)).cookie;
  }, 60_000);

  afterAll(async () => {
    await server?.close();
  });

  const record = (id: string, body: { utr: string }) =>
    callEndpoint(server, opsMoneyEndpoints.recordResult, { params: { id }, body }, operator);
  function uploadResult(runId: string, csv: string) {
    const body = new FormData();
    body.set('file', new File([csv], 'bank-result.csv', { type: 'text/csv' }));
    return callEndpoint(server, opsMoneyEndpoints.bankResult, { params: { id: runId }, body }, operator);
  }

  it('mails the seller a typed UTR’s payout with each deduction, once, and the creator an uploaded one, once', async () => {
    const { seller, creator } = await payeesWithPayables(server, {
      business: {
        businessName: 'Kaveri Silks',
        slug: 'kaveri-payout-mail',
        pickupPincode: '400001',
        gstin: '27AAPFU0939F1ZV',
      },
      handle: 'meera.payout.mail',
    });
    const run = dataOf(
      await callEndpoint(server, opsMoneyEndpoints.startRun, { body: { provider: 'manual' } }, operator),
    );
    const sellerPayout = run.items.find((item) => item.payeeEmail === seller.account.email);
    const creatorPayout = run.items.find((item) => item.payeeEmail === creator.account.email);

    expect((await record(sellerPayout?.id ?? '', { utr: 'HDFCN99887766554' })).status).toBe(200);
    const mail = await smtp.waitFor(seller.account.email, /^Haat paid you ₹1,205\.72 \(UTR HDFCN99887766554\)$/);
    const day = indiaDay(server.deps.now());
    expect(mail.text).toContain(
      `Hi ${seller.account.name}, Haat paid ₹1,205.72 to HDFC Bank XXXXXX6789 on ${day}. Your bank shows it with the reference (UTR) HDFCN99887766554.`,
    );
    // What was earned, each tax withheld with its section, rate and base, and what reached the bank.
    expect(mail.text).toContain(
      [
        'Your earnings in this payout: ₹1,214.29',
        'TDS u/s 393 (e-commerce sales) (0.1% of ₹1,428.57): − ₹1.43',
        'GST TCS u/s 52 (0.5% of ₹1,428.57): − ₹7.14',
        'Paid to you: ₹1,205.72',
      ].join('\n'),
    );
    expect(mail.text).toContain(`Paid to\nHDFC Bank XXXXXX6789\nOn ${day}\nUTR HDFCN99887766554`);
    expect(linkIn(mail)).toBe(`${server.url}/dashboard`);
    // Typed again: refused, and no second mail.
    expect((await record(sellerPayout?.id ?? '', { utr: 'HDFCN99887766554' })).status).toBe(409);
    await noPayoutMailTo(seller.account.email);

    const csv = `Payout ID,Status,UTR,Reason\n${creatorPayout?.id},paid,AXISN12345678901,\n`;
    expect(dataOf(await uploadResult(run.id, csv))).toEqual({ paid: 1, failed: 0 });
    const toCreator = await smtp.waitFor(creator.account.email, /^Haat paid you ₹285\.71 \(UTR AXISN12345678901\)$/);
    // Nothing withheld: no deduction rows, and no word about a statement of tax.
    expect(toCreator.text).toContain('Your earnings in this payout: ₹285.71\nPaid to you: ₹285.71');
    expect(toCreator.text).not.toContain('TDS');
    expect(toCreator.text).toContain('You get this email because Haat pays your earnings to you.');
    // The same file again records nothing and mails nobody.
    expect((await uploadResult(run.id, csv)).status).toBe(422);
    await noPayoutMailTo(creator.account.email);
  });
});

describe('payouts through RazorpayX', () => {
  let razorpayx: RazorpayXServer;
  let server: TestServer;
  let operator: string;

  beforeAll(async () => {
    razorpayx = await startRazorpayXServer();
    server = await startTestServer({
      env: {
        SMTP_URL: smtp.url,
        PAYOUT_PROVIDER: 'razorpayx',
        RAZORPAYX_BASE_URL: razorpayx.url,
        RAZORPAYX_KEY_ID: razorpayx.keyId,
        RAZORPAYX_KEY_SECRET: razorpayx.keySecret,
        RAZORPAYX_ACCOUNT_NUMBER: razorpayx.accountNumber,
        RAZORPAYX_WEBHOOK_SECRET: razorpayx.webhookSecret,
        PAYOUT_DETAILS_KEY: 'dGVzdC1rZXktdGVzdC1rZXktdGVzdC1rZXktdGVzdC0=',
        PAYOUT_SCHEDULE: 'off',
      },
    });
    operator = (await signedInOperator(server)).cookie;
    razorpayx.setWebhookUrl(`${server.url}/api/payouts/webhooks/razorpayx`);
  }, 60_000);

  afterAll(async () => {
    await server?.close();
    await razorpayx?.close();
  });

  it('mails a payout a verified webhook paid once, however often the webhook is replayed', async () => {
    const { creator } = await payeesWithPayables(server, {
      business: registeredBusiness('Webhook Weaves', 'webhook-weaves'),
      handle: 'meera.webhook.mail',
      sellerMethod: null,
    });
    dataOf(await callEndpoint(server, opsMoneyEndpoints.startRun, { body: { provider: 'razorpayx' } }, operator));
    // The creator's ₹300 markup less the 5% GST inside it, which the registered seller remits: ₹285.71.
    const [atRazorpayX] = razorpayx.payouts().filter((payout) => payout.amount === 28_571);
    expect((await razorpayx.complete(atRazorpayX?.id ?? '', 'AXISN12345678902')).status).toBe(204);
    const mail = await smtp.waitFor(creator.account.email, /^Haat paid you ₹285\.71 \(UTR AXISN12345678902\)$/);
    expect(mail.text).toContain('Paid to\nUPI meXXXXrs@okaxis');

    expect((await razorpayx.resendLastWebhook()).status).toBe(204);
    await noPayoutMailTo(creator.account.email);
  });

  it('mails a payout found paid by asking RazorpayX after its webhook was lost, from the sweep', async () => {
    const { creator } = await payeesWithPayables(server, {
      business: registeredBusiness('Lost Hooks', 'lost-hooks-mail'),
      handle: 'lost.hooks.mail',
      sellerMethod: null,
    });
    razorpayx.setWebhookUrl(null);
    dataOf(await callEndpoint(server, opsMoneyEndpoints.startRun, { body: { provider: 'razorpayx' } }, operator));
    const [payout] = razorpayx.payouts().filter((item) => item.status !== 'processed');
    await razorpayx.complete(payout?.id ?? '', 'AXISN55566677799');
    server.deps.clock.advance(31 * 60_000);
    const { provider } = server.deps.payouts;
    expect(await reconcileProviderPayouts(server.database.db, provider, server.deps.now())).toBe(1);
    // Settled outside any request: the minute's sweep writes the mail.
    await server.deps.jobs.send('payouts.mail.sweep', {});
    const mail = await smtp.waitFor(creator.account.email, /^Haat paid you ₹285\.71 \(UTR AXISN55566677799\)$/);
    expect(mail.text).toContain('UTR AXISN55566677799');
    await server.deps.jobs.send('payouts.mail.sweep', {});
    await noPayoutMailTo(creator.account.email);
  });
});
