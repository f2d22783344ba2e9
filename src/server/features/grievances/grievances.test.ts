import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grievanceEndpoints } from '#shared/endpoints/grievances.ts';
import { callEndpoint, dataOf } from '../../testing/call-endpoint.ts';
import { signedInOperator } from '../../testing/ops-setup.ts';
import { signedInAccount } from '../../testing/sign-in.ts';
import { startTestSmtp } from '../../testing/test-smtp.ts';
import { startTestServer, TEST_OPERATOR, type TestServer } from '../../testing/test-server.ts';
import { auditRowsAbout } from '../../testing/ops-setup.ts';
import { remindGrievanceOfficer } from './grievances-report.ts';
import { operatorIdentity } from './grievances.service.ts';
import { parseEnv } from '../../env.ts';

let server: TestServer;
let smtp: Awaited<ReturnType<typeof startTestSmtp>>;
const officer = TEST_OPERATOR.GRIEVANCE_OFFICER_EMAIL;

beforeAll(async () => {
  smtp = await startTestSmtp();
  server = await startTestServer({ env: { SMTP_URL: smtp.url } });
}, 60_000);

afterAll(async () => {
  await server?.close();
  await smtp?.close();
});

const file = (body: Parameters<typeof callEndpoint<typeof grievanceEndpoints.file>>[2]['body'], cookie?: string) =>
  callEndpoint(server, grievanceEndpoints.file, { body }, cookie);

describe('who runs this Haat', () => {
  it('must be configured in production: the server refuses to start without it', () => {
    const production = {
      NODE_ENV: 'production',
      AUTH_SECRET: 'x'.repeat(40),
      PAYOUT_DETAILS_KEY: 'dGVzdC1rZXktdGVzdC1rZXktdGVzdC1rZXktdGVzdC0=',
    };
    expect(() => parseEnv(production)).toThrow(/OPERATOR_LEGAL_NAME: required when NODE_ENV=production/);
    expect(() => parseEnv({ ...production, ...TEST_OPERATOR, GRIEVANCE_OFFICER_PHONE: '' })).toThrow(
      /GRIEVANCE_OFFICER_PHONE: required/,
    );
    expect(parseEnv({ ...production, ...TEST_OPERATOR }).OPERATOR_LEGAL_NAME).toBe('Test Marketplace Operations LLP');
  });

  it('is public, from the configuration, and may be cached an hour', async () => {
    const response = await server.fetch('/api/operator');
    expect(response.headers.get('cache-control')).toBe('public, max-age=3600');
    expect(await response.json()).toEqual({
      legalName: 'Test Marketplace Operations LLP',
      address: '1 Test Lane, Koramangala, Bengaluru, Karnataka 560034',
      contact: { email: 'care@operator.test', phone: '+91 80 1234 5678' },
      grievanceOfficer: {
        name: 'Meera Iyer',
        designation: 'Grievance Officer',
        email: 'grievance@operator.test',
        phone: '+91 80 1234 5679',
      },
    });
  });
});

describe('filing a complaint', () => {
  it('gives a signed-in buyer a ticket number at once, mails the acknowledgement and the officer, and lists it', async () => {
    const { account, cookie } = await signedInAccount(server, { name: 'Kavya Rao' });
    const ticket = dataOf(
      await file({ subject: 'order', reference: 'HT-1042', details: 'The saree arrived torn at the border.' }, cookie),
    );
    expect(ticket).toMatchObject({ subject: 'order', reference: 'HT-1042', status: 'received', resolution: null });
    expect(ticket.number).toMatch(/^GR-\d{4}-\d{6}$/);
    // The rules' clocks: 48 hours to take it up, a month to resolve it.
    const filed = Date.parse(ticket.filedAt);
    expect(Date.parse(ticket.acknowledgeBy) - filed).toBe(48 * 3_600_000);
    expect((Date.parse(ticket.resolveBy) - filed) / 86_400_000).toBeGreaterThanOrEqual(28);
    expect((Date.parse(ticket.resolveBy) - filed) / 86_400_000).toBeLessThanOrEqual(31);

    const acknowledgement = await smtp.waitFor(
      account.email,
      new RegExp(`We received your complaint ${ticket.number}`),
    );
    expect(acknowledgement.text).toContain('Meera Iyer');
    expect(acknowledgement.text).toContain('The saree arrived torn at the border.');
    expect(acknowledgement.text).toContain('/account#grievances');
    const toOfficer = await smtp.waitFor(officer, new RegExp(`New complaint ${ticket.number}`));
    expect(toOfficer.text).toContain('Kavya Rao');

    const mine = dataOf(await callEndpoint(server, grievanceEndpoints.mine, {}, cookie));
    expect(mine.items.map((item) => item.number)).toEqual([ticket.number]);
  });

  it('takes a guest’s name and email, and asks for them when missing', async () => {
    const missing = await file({ subject: 'product', details: 'The listing says cotton, it is polyester.' });
    expect(missing.status).toBe(422);
    expect(Object.keys(missing.error?.fields ?? {}).toSorted()).toEqual(['email', 'name']);

    const ticket = dataOf(
      await file({
        subject: 'product',
        details: 'The listing says cotton, it is polyester.',
        name: 'Guest Buyer',
        email: 'guest.buyer@example.com',
      }),
    );
    const mail = await smtp.waitFor('guest.buyer@example.com', new RegExp(ticket.number));
    expect(mail.text).toContain('/grievance');
  });

  it('refuses what is not a complaint, and stores nothing', async () => {
    const { cookie } = await signedInAccount(server);
    const bad = await file({ subject: 'weather' as never, details: 'short' }, cookie);
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.error?.fields ?? {}).toSorted()).toEqual(['details', 'subject']);
    expect(dataOf(await callEndpoint(server, grievanceEndpoints.mine, {}, cookie)).items).toEqual([]);
  });

  it('allows five an hour from one account', async () => {
    const { cookie } = await signedInAccount(server);
    const body = { subject: 'other' as const, details: 'Another complaint about the same thing.' };
    for (let i = 0; i < 5; i++) expect((await file(body, cookie)).status).toBe(201);
    const sixth = await file(body, cookie);
    expect(sixth.status).toBe(429);
  });
});

describe('the operator’s grievance queue', () => {
  it('takes a complaint up and resolves it; the complainant is told each time; the month’s report counts it', async () => {
    const { account, cookie } = await signedInAccount(server, { name: 'Ravi Kumar' });
    const ticket = dataOf(await file({ subject: 'store', details: 'The store sent me a different colour.' }, cookie));
    const { account: operator, cookie: ops } = await signedInOperator(server, 'Grievance Desk');

    const queue = dataOf(await callEndpoint(server, grievanceEndpoints.queue, { query: {} }, ops));
    const queued = queue.items.find((item) => item.id === ticket.id);
    expect(queued).toMatchObject({ name: 'Ravi Kumar', email: account.email, account: true, overdue: [] });

    const taken = dataOf(
      await callEndpoint(server, grievanceEndpoints.acknowledge, { params: { id: ticket.id } }, ops),
    );
    expect(taken.status).toBe('acknowledged');
    expect((await smtp.waitFor(account.email, /is being looked into/)).text).toContain(ticket.number);
    const twice = await callEndpoint(server, grievanceEndpoints.acknowledge, { params: { id: ticket.id } }, ops);
    expect(twice.status).toBe(409);

    const resolution = 'The seller sends the right colour; the courier collects the other.';
    const done = dataOf(
      await callEndpoint(server, grievanceEndpoints.resolve, { params: { id: ticket.id }, body: { resolution } }, ops),
    );
    expect(done).toMatchObject({ status: 'resolved', resolution });
    expect((await smtp.waitFor(account.email, /is resolved/)).text).toContain(resolution);
    const mine = dataOf(await callEndpoint(server, grievanceEndpoints.mine, {}, cookie));
    expect(mine.items[0]).toMatchObject({ status: 'resolved', resolution });

    const audit = await auditRowsAbout(server, ticket.id);
    expect(audit.map((row) => [row.action, row.operatorUserId])).toEqual([
      ['grievance.acknowledge', operator.id],
      ['grievance.resolve', operator.id],
    ]);

    const month = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata', year: 'numeric', month: '2-digit' })
      .format(new Date(ticket.filedAt))
      .slice(0, 7);
    const report = dataOf(await callEndpoint(server, grievanceEndpoints.report, { query: { month } }, ops));
    expect(report.month).toBe(month);
    expect(report.received).toBeGreaterThanOrEqual(1);
    expect(report.bySubject.store).toBeGreaterThanOrEqual(1);
    expect(report.resolvedInTime).toBe(report.resolved);
    expect(report.medianHoursToResolve).not.toBeNull();
    const emptyMonth = dataOf(
      await callEndpoint(server, grievanceEndpoints.report, { query: { month: '2021-01' } }, ops),
    );
    expect(emptyMonth).toMatchObject({ received: 0, open: 0, medianHoursToAcknowledge: null });
  });

  it('is for operators only, and says which complaint is not there', async () => {
    const { cookie } = await signedInAccount(server);
    expect((await callEndpoint(server, grievanceEndpoints.queue, { query: {} }, cookie)).status).toBe(403);
    const { cookie: ops } = await signedInOperator(server, 'Desk Two');
    const missing = await callEndpoint(
      server,
      grievanceEndpoints.acknowledge,
      { params: { id: '00000000-0000-4000-8000-000000000000' } },
      ops,
    );
    expect(missing.status).toBe(404);
    const badMonth = await server.fetch('/api/ops/grievances/report?month=2026-13', { headers: { cookie: ops } });
    expect(badMonth.status).toBe(422);
  });

  it('reminds the grievance officer once before each clock runs out', async () => {
    const { cookie } = await signedInAccount(server, { name: 'Late Complainant' });
    const ticket = dataOf(
      await file({ subject: 'data', details: 'Please correct the phone number you hold.' }, cookie),
    );
    await smtp.waitFor(officer, new RegExp(`New complaint ${ticket.number}`));
    const deps = {
      db: server.database.db,
      mailer: server.deps.mailer,
      origin: server.url,
      operator: operatorIdentity(server.deps.env),
    };
    const logger = server.deps.logger;
    // 40 hours on: the 48-hour clock is 8 hours from running out.
    const later = new Date(Date.parse(ticket.filedAt) + 40 * 3_600_000);
    expect(await remindGrievanceOfficer({ ...deps, now: later }, logger)).toBeGreaterThanOrEqual(1);
    expect((await smtp.waitFor(officer, new RegExp(`Take up complaint ${ticket.number}`))).text).toContain(
      'Please correct the phone number you hold.',
    );
    // Once only.
    const again = await remindGrievanceOfficer({ ...deps, now: new Date(later.getTime() + 60_000) }, logger);
    expect(smtp.inbox.some((mail) => mail.subject.includes(`Take up complaint ${ticket.number}`))).toBe(false);
    // 26 days on, the month's clock is near.
    const nearMonth = new Date(Date.parse(ticket.filedAt) + 26 * 86_400_000);
    expect(await remindGrievanceOfficer({ ...deps, now: nearMonth }, logger)).toBeGreaterThanOrEqual(again);
    await smtp.waitFor(officer, new RegExp(`Resolve complaint ${ticket.number}`));
  });
});
