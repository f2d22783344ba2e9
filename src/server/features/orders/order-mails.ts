import type { Db } from '../../db/client.ts';
import { createInFlight } from '../../lib/in-flight.ts';
import type { Logger } from '../../lib/logger.ts';
import type { MailMessage } from '../mail/mailer.ts';
import {
  cancelledMails,
  deliveredMails,
  refundedMails,
  type OrderMailDeps,
  placedMails,
  sellerContacts,
  shippedMails,
} from './order-mail-contents.ts';
import {
  claimOrderMailEvents,
  deleteComposedOrderMailBefore,
  findUncomposedOrderMail,
  insertOrderMailEvent,
  type OrderMailEventRow,
} from './order-mail-events.repository.ts';
import type { OrderMailEvent, OrderMails, PlacedOrder } from './order-mail-event.ts';
import { returnDecidedMails, returnRequestedMails } from './return-mails.ts';

/** The mails an event owes, built from the order as it is now (its change has committed). */
function mailsOf(deps: OrderMailDeps, event: OrderMailEventRow, placed?: PlacedOrder): Promise<MailMessage[]> {
  const [lineId = ''] = event.lineIds;
  switch (event.kind) {
    case 'placed':
      return placedMails(deps, event.orderId, placed?.order.id === event.orderId ? placed : undefined);
    case 'shipped':
      return shippedMails(deps, lineId);
    case 'delivered':
      return deliveredMails(deps, lineId);
    case 'cancelled':
      return cancelledMails(deps, event.orderId, event.lineIds, event.cancelledBy ?? { party: 'buyer' });
    case 'return_requested':
      return returnRequestedMails(deps, event.returnId ?? '');
    case 'return_decided':
      return returnDecidedMails(deps, event.returnId ?? '');
    case 'refunded':
      return refundedMails(deps, event.orderId, event.refundId ?? '');
  }
}

/**
 * Writes an event's mails to the outbox and marks it composed, in one transaction, so they are written once
 * however often this runs (a claim made elsewhere is waited for); then starts their delivery. An event composed
 * already, or whose change rolled back, is left alone.
 */
export async function composeOrderMail(deps: OrderMailDeps, eventId: string, placed?: PlacedOrder): Promise<number> {
  return composeOrderMails(deps, [{ eventId, placed }]);
}

/**
 * Composes several events in one transaction, the way `composeOrderMail` does one: one claim, one write of all
 * their mails, one commit. Any event that fails rolls all of them back.
 */
export async function composeOrderMails(
  deps: OrderMailDeps,
  events: { eventId: string; placed?: PlacedOrder }[],
): Promise<number> {
  const mailIds = await deps.db.transaction(async (tx) => {
    const claimed = await claimOrderMailEvents(
      tx,
      events.map((event) => event.eventId),
      deps.now(),
    );
    const placedOf = (event: OrderMailEventRow) => events.find((each) => each.eventId === event.id)?.placed;
    // The sellers of the orders placed in this batch, read once for all of them.
    const sellerIds = claimed.flatMap((event) => placedOf(event)?.lines.map((line) => line.sellerId) ?? []);
    const sellers = sellerIds.length > 0 ? await sellerContacts(tx, sellerIds) : undefined;
    const mails: MailMessage[] = [];
    for (const event of claimed) mails.push(...(await mailsOf({ ...deps, db: tx, sellers }, event, placedOf(event))));
    return deps.mailer.write(tx, mails);
  });
  await deps.mailer.deliver(mailIds);
  return mailIds.length;
}

/** How long an event may wait for its job before the sweep composes it. */
const SWEEP_AFTER_MS = 30_000;
const SWEEP_BATCH = 200;
/** How long a composed event is kept. */
const KEEP_COMPOSED_MS = 7 * 86_400_000;

/**
 * The `orders.mail.sweep` job: events a stopped process never composed get their job again; with `all` (a PGlite
 * server starting, which holds the database alone), every one at once.
 */
export async function sweepOrderMail(
  db: Db,
  now: Date,
  compose: (eventId: string) => Promise<void>,
  all = false,
): Promise<number> {
  const before = all ? now : new Date(now.getTime() - SWEEP_AFTER_MS);
  const ids = await findUncomposedOrderMail(db, before, SWEEP_BATCH);
  for (const id of ids) await compose(id);
  await deleteComposedOrderMailBefore(db, new Date(now.getTime() - KEEP_COMPOSED_MS));
  return ids.length;
}

/**
 * Order mails recorded at the clock's time, in the change's transaction, and handed to `compose` once it has
 * committed: a request's (order-mails-of.ts) or a job's.
 */
export const orderMailsAt = (now: () => Date, compose: OrderMails['compose']): OrderMails => ({
  record: (tx, event) => recordOrderMail(tx, event, now()),
  compose,
});

/** Records the mail an order change owes, in its transaction. */
export function recordOrderMail(tx: Db, event: OrderMailEvent, now: Date): Promise<string> {
  return insertOrderMailEvent(tx, {
    kind: event.kind,
    orderId: event.orderId,
    lineIds: event.kind === 'cancelled' ? event.lineIds : 'lineId' in event ? [event.lineId] : [],
    cancelledBy: event.kind === 'cancelled' ? event.by : null,
    returnId: 'returnId' in event ? event.returnId : null,
    refundId: event.kind === 'refunded' ? event.refundId : null,
    createdAt: now,
  });
}

/**
 * Composes order mail in this process right after the commit, the cheap common case (a job per order cost a
 * fifth of checkout's throughput on PostgreSQL). Events are composed in batches (decision 084): a transaction takes
 * up to BATCH events that arrived together or while the ones before were composed, so under load one claim, one
 * write and one commit serve several orders. A batch that fails gives each of its events the `orders.mail` job, retried
 * with backoff, and one cut short by a crash is left to the sweep. Shutdown waits for those under way.
 */
export interface OrderMailComposer {
  compose(eventId: string, logger: Logger, placed?: PlacedOrder): void;
  /** Resolves once every composition started so far has ended, or after `timeoutMs`. */
  settled(timeoutMs: number): Promise<void>;
}

/**
 * The most events one transaction composes. Each size is a statement text of its own (`in (…)`), kept prepared
 * (decision 080), so the sizes stay few.
 */
const BATCH = 10;
/**
 * How many batches are composed at once. One loop fell behind the realistic checkout mix on PostgreSQL (208 of 618
 * events not composed when the load ended, measured before a batch read its sellers once, decision 085).
 */
const LOOPS = 4;

export function createOrderMailComposer(
  deps: () => OrderMailDeps,
  retry: (eventId: string) => Promise<void>,
): OrderMailComposer {
  const waiting: { eventId: string; logger: Logger; placed?: PlacedOrder }[] = [];
  const running = createInFlight();

  const composeWaiting = async () => {
    while (waiting.length > 0) {
      const batch = waiting.splice(0, BATCH);
      try {
        await composeOrderMails(deps(), batch);
      } catch (error) {
        for (const { eventId, logger } of batch) {
          logger.warn({ err: error, eventId }, 'composing an order mail failed; its job will try again');
          await retry(eventId).catch((queueError: unknown) =>
            logger.warn({ err: queueError, eventId }, 'the order mail job could not be queued; the sweep will'),
          );
        }
      }
    }
  };

  // After the answer: the request's response goes out first, then its mail is composed. An event that arrives
  // after a loop found nothing left, before it is marked done, starts the next.
  const start = () => {
    const loop = new Promise((resolve) => setImmediate(resolve)).then(composeWaiting);
    running.add(loop);
    // After it is no longer counted as running (its own settling removes it first).
    void loop.then(() => {
      if (waiting.length > 0 && running.size < LOOPS) start();
    });
  };

  return {
    compose(eventId, logger, placed) {
      waiting.push({ eventId, logger, placed });
      // A loop starts for each batch that is waiting, up to LOOPS at once.
      if (running.size < Math.min(LOOPS, Math.ceil(waiting.length / BATCH))) start();
    },
    // A loop that ends may have started the next: `settled` waits for those added meanwhile too.
    settled: (timeoutMs) => running.settled(timeoutMs),
  };
}
