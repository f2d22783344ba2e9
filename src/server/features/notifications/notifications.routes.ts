import { streamSSE } from 'hono/streaming';
import type { Notification } from '#shared/contracts/notifications.ts';
import { notificationEndpoints } from '#shared/endpoints/notifications.ts';
import { createRouter } from '../../router.ts';
import {
  listNotifications,
  listNotificationsAfter,
  markNotificationRead,
  markNotificationsReadThrough,
  sayNotification,
} from './notifications.service.ts';
import { requestLocale } from '../../lib/request-locale.ts';

/** A comment line now and then keeps proxies from closing a quiet stream. */
const KEEP_ALIVE_MS = 25_000;
/** How soon a browser reconnects after the stream drops. */
const RETRY_MS = 3_000;

export const notificationRoutes = createRouter()
  .serve(notificationEndpoints.list, async (c) =>
    c.json(await listNotifications(c.get('deps').database.db, c.var.user.id, requestLocale(c)), 200),
  )
  .serve(notificationEndpoints.stream, async (c) => {
    const { user } = c.var;
    const { database, notificationHub } = c.get('deps');
    const lastEventId = c.req.header('last-event-id');
    // Each notification is said in the language of the browser that opened the stream (decision 047).
    const locale = requestLocale(c);
    c.header('Cache-Control', 'no-cache, no-store');
    c.header('X-Accel-Buffering', 'no');
    // Subscribed before the answer starts, so a client whose stream has opened misses nothing stored after
    // that; what arrives before the stream is ready waits in `early`.
    const early: Notification[] = [];
    let deliver: (notification: Notification) => void = (notification) => {
      early.push(notification);
    };
    let closedEarly = false;
    let end: () => void = () => {
      closedEarly = true;
    };
    const unsubscribe = await notificationHub.subscribe(user.id, {
      deliver: (notification) => deliver(sayNotification(notification, locale)),
      close: () => end(),
    });
    return streamSSE(c, async (out) => {
      const sent = new Set<string>();
      let ended!: () => void;
      const done = new Promise<void>((resolve) => (ended = resolve));
      // Writes go one after another, in the order the events arrived.
      let writing = Promise.resolve();
      const send = (notification: Notification) => {
        if (sent.has(notification.id)) return;
        sent.add(notification.id);
        writing = writing
          .then(() => out.writeSSE({ event: 'notification', id: notification.id, data: JSON.stringify(notification) }))
          .catch(ended);
      };
      deliver = send;
      end = ended;
      if (closedEarly) ended();
      out.onAbort(ended);
      const keepAlive = setInterval(() => {
        writing = writing
          .then(async () => {
            await out.write(': keep-alive\n\n');
          })
          .catch(ended);
      }, KEEP_ALIVE_MS);
      try {
        await out.write(`retry: ${RETRY_MS}\n\n`);
        for (const notification of early.splice(0)) send(notification);
        // Read after subscribing, so nothing falls between the two.
        if (lastEventId)
          for (const missed of await listNotificationsAfter(database.db, user.id, lastEventId, locale)) send(missed);
        await done;
      } finally {
        clearInterval(keepAlive);
        unsubscribe();
      }
    });
  })
  .serve(notificationEndpoints.read, async (c) => {
    const { database, now } = c.get('deps');
    await markNotificationRead(database.db, c.var.user.id, c.req.valid('param').id, now());
    return c.body(null, 204);
  })
  .serve(notificationEndpoints.readThrough, async (c) => {
    const { database, now } = c.get('deps');
    await markNotificationsReadThrough(database.db, c.var.user.id, c.req.valid('json').through, now());
    return c.body(null, 204);
  });
