import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Listing } from '#shared/contracts/catalog.ts';
import type { SellerAction } from '#shared/contracts/orders-fulfilment.ts';
import type { OrderLine } from '#shared/contracts/orders.ts';
import { PRIVACY_NOTICE_VERSION } from '#shared/contracts/privacy.ts';
import { indiaDate } from '#shared/financial-year.ts';
import { fulfilmentEndpoints } from '#shared/endpoints/orders-fulfilment.ts';
import { grievanceEndpoints } from '#shared/endpoints/grievances.ts';
import { invoiceEndpoints } from '#shared/endpoints/invoices.ts';
import { privacyEndpoints } from '#shared/endpoints/privacy.ts';
import { parseEnv } from '../../env.ts';
import { createLogger } from '../../lib/logger.ts';
import { callEndpoint, dataOf } from '../../testing/call-endpoint.ts';
import {
  chennaiBuyer,
  createdListing,
  createdProduct,
  kaveriSilks,
  meeraWears,
  placedOrder,
  signedInCreator,
  signedInSeller,
} from '../../testing/shop-setup.ts';
import { signedInAccount, signInCookie } from '../../testing/sign-in.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import { ERASED_RECIPIENT } from '../invoices/recipient-erasure.ts';
import { operatorIdentity } from '../grievances/grievances.service.ts';
import { runBreachCommand } from './breach-command.ts';
import { applyRetention } from './privacy-retention.ts';
import { DAY_MS } from './privacy-rules.ts';
import { eq } from 'drizzle-orm';
import { users } from '../auth/auth.schema.ts';
import { consents } from './privacy.schema.ts';
import { listOwnConsents, logProcessing } from './privacy.service.ts';

let server: TestServer;
let seller: string;
let creator: string;
let listing: Listing;

beforeAll(async () => {
  server = await startTestServer();
  seller = (await signedInSeller(server, kaveriSilks)).cookie;
  creator = (await signedInCreator(server, meeraWears)).cookie;
  const product = await createdProduct(server, seller, {
    name: 'Kanjivaram silk saree',
    category: 'fashion',
    pricePaise: 240_000,
    stock: 20,
  });
  listing = await createdListing(server, creator, product.id, 20_000);
}, 60_000);

afterAll(async () => {
  await server?.close();
});

const order = (cookie: string) =>
  placedOrder(server, { ...chennaiBuyer, lines: [{ listingId: listing.id, quantity: 1 }] }, { cookie });

async function deliver(lineId: string) {
  const steps: SellerAction[] = [
    { action: 'confirm' },
    { action: 'ship', courier: 'Delhivery', trackingNumber: 'DL778899' },
    { action: 'deliver' },
  ];
  for (const body of steps) {
    expect((await callEndpoint(server, fulfilmentEndpoints.act, { params: { lineId }, body }, seller)).status).toBe(
      200,
    );
  }
}

describe('consents', () => {
  it('are not given until the person gives them, are recorded with the notice and the time, and withdraw in one step', async () => {
    const { cookie } = await signedInAccount(server);
    const before = dataOf(await callEndpoint(server, privacyEndpoints.consents, {}, cookie));
    expect(before).toEqual({
      noticeVersion: PRIVACY_NOTICE_VERSION,
      items: [{ purpose: 'ai_order_history', granted: false, noticeVersion: null, recordedAt: null }],
    });

    const given = dataOf(
      await callEndpoint(
        server,
        privacyEndpoints.setConsent,
        { body: { purpose: 'ai_order_history', granted: true } },
        cookie,
      ),
    );
    expect(given.items[0]).toMatchObject({ granted: true, noticeVersion: PRIVACY_NOTICE_VERSION });
    expect(Date.parse(given.items[0]?.recordedAt ?? '')).toBeGreaterThan(0);

    const withdrawn = dataOf(
      await callEndpoint(
        server,
        privacyEndpoints.setConsent,
        { body: { purpose: 'ai_order_history', granted: false } },
        cookie,
      ),
    );
    expect(withdrawn.items[0]?.granted).toBe(false);

    const download = dataOf(await callEndpoint(server, privacyEndpoints.personalData, {}, cookie));
    expect(download.processingLog.map((entry) => entry.event)).toEqual([
      'data_exported',
      'consent_withdrawn',
      'consent_given',
    ]);
  });

  it('refuses a purpose Haat does not ask for, and a guest', async () => {
    const { cookie } = await signedInAccount(server);
    const unknown = await server.send('PUT', '/api/me/consents', cookie, { purpose: 'newsletter', granted: true });
    expect(unknown.status).toBe(422);
    expect(
      (await server.send('PUT', '/api/me/consents', undefined, { purpose: 'ai_order_history', granted: true })).status,
    ).toBe(401);
  });
});

describe('downloading one’s data', () => {
  it('gives everything held on the account as a JSON attachment, orders with their contact and address', async () => {
    const { account, cookie } = await signedInAccount(server, { name: 'Kavya Rao' });
    const placed = await order(cookie);
    const response = await server.fetch('/api/me/data', { headers: { cookie } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="haat-my-data.json"');
    expect(response.headers.get('cache-control')).toBe('no-store');
    const data = (await response.json()) as {
      account: { email: string; name: string };
      orders: { number: string; contact: { name: string; phone: string }; address: { line1: string } }[];
    };
    expect(data.account).toMatchObject({ email: account.email, name: 'Kavya Rao' });
    expect(data.orders).toEqual([
      expect.objectContaining({
        number: placed.order.number,
        contact: expect.objectContaining({ name: 'Meera Iyer', phone: '+919876543210' }),
        address: expect.objectContaining({ line1: '12 Lake View Road' }),
      }),
    ]);
  });
});

describe('deleting one’s account', () => {
  it('keeps the orders for the seller and the tax documents, without the buyer’s name or contact', async () => {
    const { account, cookie } = await signedInAccount(server, { name: 'Kavya Rao' });
    const placed = await order(cookie);
    const line = placed.order.lines[0] as OrderLine;
    const erase = (password: string) => callEndpoint(server, privacyEndpoints.erase, { body: { password } }, cookie);

    // A wrong password changes nothing.
    const wrong = await erase('not-the-password');
    expect(wrong.status).toBe(403);
    // An order on its way still needs the address.
    const waiting = await erase(account.password);
    expect(waiting.status).toBe(409);
    expect(waiting.error?.message).toContain('One of your orders is still on the way');

    await deliver(line.id);
    dataOf(
      await callEndpoint(
        server,
        grievanceEndpoints.file,
        { body: { subject: 'data', details: 'Please delete my account and data.' } },
        cookie,
      ),
    );
    const erased = await server.send('POST', '/api/me/erasure', cookie, { password: account.password });
    expect(erased.status).toBe(200);
    expect(await erased.json()).toMatchObject({ ordersKept: 1, documentsKeptWithName: 0 });
    expect(erased.headers.getSetCookie().some((value) => value.startsWith('haat.session_token=;'))).toBe(true);

    // Signed out everywhere, and no one can sign in as them.
    expect((await callEndpoint(server, privacyEndpoints.consents, {}, cookie)).status).toBe(401);
    await expect(signInCookie(server, account.email, account.password)).rejects.toThrow(/sign-in failed: 401/);

    // The seller still has the order: the lines and the place of supply, not who bought it.
    const sellerView = dataOf(await callEndpoint(server, fulfilmentEndpoints.sellerLines, {}, seller));
    const kept = sellerView.items.find((item) => item.orderNumber === placed.order.number);
    expect(kept).toMatchObject({ buyerName: '', buyerPhone: '', status: 'delivered' });
    expect(kept?.address).toMatchObject({
      line1: '',
      line2: '',
      city: 'Chennai',
      state: 'Tamil Nadu',
      pincode: '600017',
    });

    // The invoice stays, its recipient erased (below ₹50,000) and its state kept as the place of supply.
    // The month the invoice was issued in, in India (it was issued when the line shipped, just now).
    const month = indiaDate(server.deps.now()).slice(0, 7);
    const invoices = dataOf(await callEndpoint(server, invoiceEndpoints.sellerList, { query: { month } }, seller));
    const invoice = invoices.items.find((item) => item.orderNumber === placed.order.number);
    expect(invoice?.recipientName).toBe(ERASED_RECIPIENT);
    const document = dataOf(
      await callEndpoint(server, invoiceEndpoints.sellerDocument, { params: { id: invoice?.id ?? '' } }, seller),
    );
    expect(document.recipient).toMatchObject({ name: ERASED_RECIPIENT, address: '', state: { code: '33' } });

    // The same email may open a new account.
    const again = await server.send('POST', '/api/auth/sign-up/email', undefined, {
      name: 'Kavya',
      email: account.email,
      password: 'a-new-long-passphrase-2026',
    });
    expect(again.status).toBe(200);
  });

  it('is refused for a seller or a store, who close through the grievance officer', async () => {
    const { account } = await signedInSeller(server, {
      businessName: 'Lotus Weaves',
      slug: 'lotus-weaves',
      pickupPincode: '600002',
    });
    const cookie = await signInCookie(server, account.email, account.password);
    const refused = await callEndpoint(
      server,
      privacyEndpoints.erase,
      { body: { password: account.password } },
      cookie,
    );
    expect(refused.status).toBe(409);
    expect(refused.error?.message).toContain('closed through the grievance officer');
    expect((await callEndpoint(server, privacyEndpoints.consents, {}, cookie)).status).toBe(200);
  });
});

describe('retention', () => {
  it('keeps the processing log at least a year, whatever is configured', async () => {
    expect(() => parseEnv({ PROCESSING_LOG_RETENTION_DAYS: '30' })).toThrow(/at least 365/);
    const { account } = await signedInAccount(server);
    const now = new Date();
    const db = server.database.db;
    await logProcessing(db, account.id, 'data_exported', new Date(now.getTime() - 400 * DAY_MS));
    await logProcessing(db, account.id, 'details_corrected', new Date(now.getTime() - 300 * DAY_MS));
    const removed = await applyRetention(
      db,
      { processingLog: 30, readNotifications: 180 },
      now,
      createLogger('silent'),
    );
    expect(removed.processingLog).toBeGreaterThanOrEqual(1);
    const cookie = await signInCookie(server, account.email, account.password);
    const log = dataOf(await callEndpoint(server, privacyEndpoints.personalData, {}, cookie)).processingLog;
    expect(log.map((entry) => entry.event)).toEqual(['data_exported', 'details_corrected']);
  });
});

describe('a breach', () => {
  it('drafts the notices to the people a window reached and to the Board, from Haat’s own records', async () => {
    const { account, cookie } = await signedInAccount(server, { name: 'Ishaan Mehta' });
    const placed = await order(cookie);
    const out = await mkdtemp(join(tmpdir(), 'breach-'));
    const now = new Date();
    const from = new Date(now.getTime() - 3_600_000).toISOString();
    const to = new Date(now.getTime() + 60_000).toISOString();
    const refused = await runBreachCommand(
      server.database.db,
      ['--from', to, '--to', from],
      operatorIdentity(parseEnv({})),
      now,
    );
    expect(refused.code).toBe(2);

    const result = await runBreachCommand(
      server.database.db,
      [
        '--from',
        from,
        '--to',
        to,
        '--what',
        'A copy of the orders table was exposed.',
        '--measures',
        'The copy was deleted and keys rotated.',
        '--out',
        out,
      ],
      operatorIdentity(parseEnv({})),
      now,
    );
    expect(result.code).toBe(0);
    const recipients = await readFile(join(out, 'recipients.csv'), 'utf8');
    expect(recipients).toContain(account.email);
    expect(await readFile(join(out, 'notice-to-people.txt'), 'utf8')).toContain(
      'A copy of the orders table was exposed.',
    );
    const board = await readFile(join(out, 'board-intimation.md'), 'utf8');
    expect(board).toContain('rule 7(2)');
    expect(board).toMatch(/Detailed report due by .* \(72 hours\)/);
    const log = dataOf(await callEndpoint(server, privacyEndpoints.personalData, {}, cookie)).processingLog;
    expect(log.map((entry) => entry.event)).toContain('breach_notice_drafted');
    expect(placed.order.number).toMatch(/^HT-/);
  });
});

describe('consent at sign-up', () => {
  it('records what the new account ticked on the form, and nothing for a sign-up with a taken email', async () => {
    const email = `consent.${Date.now()}@example.in`;
    const signUp = (name: string) =>
      server.send('POST', '/api/auth/sign-up/email', undefined, {
        name,
        email,
        password: 'neem-tree-shade-2026',
        consents: ['ai_order_history'],
      });
    expect((await signUp('Zoya Khan')).status).toBe(200);
    const [user] = await server.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    const first = await listOwnConsents(server.database.db, user?.id ?? '');
    expect(first.items).toEqual([
      expect.objectContaining({ purpose: 'ai_order_history', granted: true, noticeVersion: PRIVACY_NOTICE_VERSION }),
    ]);
    // Someone else signing up with the same email is answered alike, and changes nothing of the account's.
    await server.database.db.insert(consents).values({
      userId: user?.id ?? '',
      purpose: 'ai_order_history',
      granted: false,
      noticeVersion: PRIVACY_NOTICE_VERSION,
      source: 'account',
      recordedAt: new Date(Date.now() + 1000),
    });
    expect((await signUp('Not Zoya')).status).toBe(200);
    expect((await listOwnConsents(server.database.db, user?.id ?? '')).items[0]?.granted).toBe(false);
  });
});
