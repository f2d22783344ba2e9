import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Notification } from '#shared/contracts/notifications.ts';
import type { Order, PlacedOrder } from '#shared/contracts/orders.ts';
import { createdListing, placedOrder, sellerWithProduct, signedInCreator } from '../../testing/shop-setup.ts';
import { signedInAccount } from '../../testing/sign-in.ts';
import { linkIn, startTestSmtp } from '../../testing/test-smtp.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import { orders } from './orders.schema.ts';

/*
 * Orders a guest placed with an email join the account that signs up with that
 * email, once (and only once) the account has verified it.
 */

let server: TestServer;
let smtp: Awaited<ReturnType<typeof startTestSmtp>>;
let listingId: string;

const json = async <T>(response: Response | Promise<Response>) => (await (await response).json()) as T;
const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  server.fetch(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });

const place = (email: string, cookie?: string): Promise<PlacedOrder> =>
  placedOrder(
    server,
    {
      contact: { name: 'Asha Rao', phone: '98765 43210', email },
      address: { line1: '4 Residency Road', city: 'Bengaluru', state: 'Karnataka', pincode: '560025' },
      lines: [{ listingId, quantity: 1 }],
    },
    { cookie },
  );

const ownerOf = async (orderId: string) =>
  (await server.database.db.select({ userId: orders.userId }).from(orders).where(eq(orders.id, orderId)))[0]?.userId;

async function signIn(email: string, password: string) {
  const response = await post('/api/auth/sign-in/email', { email, password });
  return {
    status: response.status,
    cookie: response.headers
      .getSetCookie()
      .map((cookie) => cookie.split(';')[0])
      .join('; '),
  };
}

beforeAll(async () => {
  smtp = await startTestSmtp();
  server = await startTestServer({ env: { SMTP_URL: smtp.url } });
  const { product } = await sellerWithProduct(
    server,
    { businessName: 'Mysore Silks', slug: 'mysore-silks', pickupPincode: '570001' },
    { name: 'Mysore silk saree', category: 'jewellery', pricePaise: 500_000, stock: 20 },
  );
  const creator = (await signedInCreator(server, { handle: 'asha.picks', displayName: 'Asha' })).cookie;
  listingId = (await createdListing(server, creator, product.id, 50_000)).id;
}, 60_000);

afterAll(async () => {
  await server?.close();
  await smtp?.close();
});

describe('guest orders and a new account', () => {
  it('join the account with the same email (any case) once it is verified, never before, and no one else’s', async () => {
    const email = 'asha.rao@example.in';
    const guest = await place('Asha.Rao@Example.IN');
    const another = await place('asha.rao@example.in');
    const stranger = await place('someone.else@example.in');
    // An order another account placed with this contact email stays that account's.
    const other = await signedInAccount(server);
    const theirs = await place(email, other.cookie);

    const password = 'monsoon-kite-2026';
    expect((await post('/api/auth/sign-up/email', { name: 'Asha Rao', email, password })).status).toBe(200);
    const account = await signIn(email, password);
    expect(account.status).toBe(403);
    // Signed up but unverified: nothing has moved.
    expect(await ownerOf(guest.order.id)).toBeNull();
    expect(await ownerOf(another.order.id)).toBeNull();

    const verify = new URL(linkIn(await smtp.waitFor(email, /verify/i)));
    expect([200, 302]).toContain((await server.fetch(verify.pathname + verify.search, { redirect: 'manual' })).status);
    const { status, cookie } = await signIn(email, password);
    expect(status).toBe(200);

    const mine = await json<{ items: Order[] }>(server.send('GET', '/api/me/orders', cookie));
    expect(mine.items.map((order) => order.id).toSorted()).toEqual([guest.order.id, another.order.id].toSorted());
    expect(await ownerOf(stranger.order.id)).toBeNull();
    expect(await ownerOf(theirs.order.id)).toBe(other.account.id);
    expect((await server.send('GET', `/api/orders/${guest.order.id}`, cookie)).status).toBe(200);
    // The guest's own link keeps working.
    expect(
      (await server.fetch(`/api/orders/${guest.order.id}`, { headers: { 'x-order-token': guest.accessToken } })).status,
    ).toBe(200);

    const notices = await json<{ items: Notification[] }>(server.send('GET', '/api/me/notifications', cookie));
    expect(notices.items.map((notice) => notice.message)).toContain(
      '2 orders you placed without an account with this email now show under Orders & deliveries.',
    );
  });
});
