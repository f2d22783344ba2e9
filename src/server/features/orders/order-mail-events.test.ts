// An order's mail is owed from the moment the order commits: what a process that stops before writing it leaves is
// written by the sweep (or the next start), once, however often or however many at once try.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  chennaiBuyer,
  createdListing,
  createdProduct,
  meeraWears,
  placedOrder,
  signedInCreator,
  signedInSeller,
} from '../../testing/shop-setup.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import { composeOrderMail, createOrderMailComposer, recordOrderMail, sweepOrderMail } from './order-mails.ts';
import { type OrderMailDeps } from './order-mail-contents.ts';

let server: TestServer;
let listingId: string;

beforeAll(async () => {
  // No SMTP_URL: mail is written to the outbox, which /dev/mailbox shows.
  server = await startTestServer();
  const seller = await signedInSeller(server, {
    businessName: 'Kaveri Silks',
    slug: 'kaveri-silks',
    pickupPincode: '600001',
  });
  const creator = (await signedInCreator(server, meeraWears)).cookie;
  const product = await createdProduct(server, seller.cookie, {
    name: 'Kanjivaram saree',
    category: 'fashion',
    pricePaise: 900_000,
    stock: 10,
  });
  listingId = (await createdListing(server, creator, product.id, 50_000)).id;
}, 60_000);

afterAll(async () => {
  await server?.close();
});

/** How many mails of the mailbox have this subject. */
const mailed = async (subject: string) =>
  ((await (await server.fetch('/dev/mailbox')).text()).match(new RegExp(`<strong>${subject}</strong>`, 'g')) ?? [])
    .length;

const orderMailDeps = (): OrderMailDeps => ({
  db: server.deps.database.db,
  mailer: server.deps.mailer,
  signer: server.deps.signer,
  origin: server.deps.env.publicOrigin,
  logger: server.deps.logger,
  now: server.deps.now,
});

describe('an order whose process stops before its mail is written', () => {
  it('is placed, and the sweep writes its confirmation once, however many sweeps run at once', async () => {
    const deps = orderMailDeps();
    const { order } = await placedOrder(server, {
      contact: { ...chennaiBuyer.contact, email: 'meera@example.in' },
      address: chennaiBuyer.address,
      lines: [{ listingId, quantity: 1 }],
    });
    const confirmation = `Order ${order.number} is placed`;
    await expect.poll(() => mailed(confirmation)).toBe(1);

    // What a process killed between an order's commit and its mail leaves: the mail recorded as owed, a minute
    // ago, and not written.
    await deps.db.transaction((tx) =>
      recordOrderMail(tx, { kind: 'placed', orderId: order.id }, new Date(deps.now().getTime() - 60_000)),
    );
    const compose = (eventId: string) => composeOrderMail(deps, eventId).then(() => {});
    const owed = await Promise.all([1, 2, 3].map(() => sweepOrderMail(deps.db, deps.now(), compose)));
    expect(owed.some((count) => count === 1)).toBe(true);
    expect(await sweepOrderMail(deps.db, deps.now(), compose)).toBe(0);
    expect(await mailed(confirmation)).toBe(2);
    expect(await mailed(`New order ${order.number}: 1 × Kanjivaram saree`)).toBe(2);
  });
});

describe('orders placed at the same moment (their mail composed in batches, decision 084)', () => {
  it('confirms each to its buyer and its seller once', async () => {
    const orders = await Promise.all(
      [1, 2, 3, 4, 5].map((index) =>
        placedOrder(server, {
          contact: { ...chennaiBuyer.contact, email: `buyer${index}@example.in` },
          address: chennaiBuyer.address,
          lines: [{ listingId, quantity: 1 }],
        }),
      ),
    );
    for (const { order } of orders) {
      await expect.poll(() => mailed(`Order ${order.number} is placed`)).toBe(1);
      expect(await mailed(`New order ${order.number}: 1 × Kanjivaram saree`)).toBe(1);
    }
  });

  it('hands every event of a batch that failed to the job, which writes each once', async () => {
    const deps = orderMailDeps();
    const { order } = await placedOrder(server, {
      contact: { ...chennaiBuyer.contact, email: 'batch@example.in' },
      address: chennaiBuyer.address,
      lines: [{ listingId, quantity: 1 }],
    });
    const confirmation = `Order ${order.number} is placed`;
    await expect.poll(() => mailed(confirmation)).toBe(1);

    // Three more confirmations owed, and a mailer that cannot write the first time it is asked.
    const eventIds = await Promise.all(
      [1, 2, 3].map(() =>
        deps.db.transaction((tx) => recordOrderMail(tx, { kind: 'placed', orderId: order.id }, deps.now())),
      ),
    );
    let writes = 0;
    const failingOnce = {
      ...deps.mailer,
      write: (...args: Parameters<typeof deps.mailer.write>) => {
        writes += 1;
        if (writes === 1) throw new Error('the outbox is unreachable');
        return deps.mailer.write(...args);
      },
    };
    const retried: string[] = [];
    const composer = createOrderMailComposer(
      () => ({ ...deps, mailer: failingOnce }),
      async (eventId) => {
        retried.push(eventId);
        await composeOrderMail(deps, eventId);
      },
    );
    for (const eventId of eventIds) composer.compose(eventId, deps.logger);
    await composer.settled(10_000);

    expect(retried.toSorted()).toEqual(eventIds.toSorted());
    await expect.poll(() => mailed(confirmation)).toBe(4);
  });
});
