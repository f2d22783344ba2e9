import { createRoute, z } from '@hono/zod-openapi';
import { text } from '#shared/contracts/common.ts';
import { streamSSE } from 'hono/streaming';
import {
  markNotificationsReadSchema,
  notificationListSchema,
  type Notification,
} from '#shared/contracts/notifications.ts';
import { createRouter } from '../../app-context.ts';
import { errorContent as failure, jsonBody, jsonContent as json } from '../../lib/openapi.ts';
import { requireUser } from '../auth/auth.session.ts';
import {
  listNotifications,
  listNotificationsAfter,
  markNotificationRead,
  markNotificationsReadThrough,
} from './notifications.service.ts';

/** A comment line now and then keeps proxies from closing a quiet stream. */
const KEEP_ALIVE_MS = 25_000;
/** How soon a browser reconnects after the stream drops. */
const RETRY_MS = 3_000;

const list = createRoute({
  method: 'get',
  path: '/me/notifications',
  tags: ['notifications'],
  summary: 'The signed-in user’s latest notifications (orders, shipments, payouts, campaigns), newest first',
  responses: {
    200: json(notificationListSchema, 'Up to 50 notifications, and the count of all unread ones.'),
    401: failure('Not signed in.'),
  },
});

const live = createRoute({
  method: 'get',
  path: '/me/notifications/stream',
  tags: ['notifications'],
  summary: 'The signed-in user’s notifications as they happen, as server-sent events',
  description:
    'Each event is `event: notification`, `id:` the notification’s id and `data:` the notification as JSON. ' +
    'A browser reconnecting with `Last-Event-ID` first gets what it missed.',
  responses: {
    200: { description: 'An endless event stream.', content: { 'text/event-stream': { schema: z.string() } } },
    401: failure('Not signed in.'),
  },
});

const read = createRoute({
  method: 'post',
  path: '/me/notifications/{id}/read',
  tags: ['notifications'],
  summary: 'Marks one of the user’s notifications read',
  request: { params: z.object({ id: text().max(64) }) },
  responses: {
    204: { description: 'Read.' },
    401: failure('Not signed in.'),
    404: failure('No such notification of yours.'),
  },
});

const readAll = createRoute({
  method: 'post',
  path: '/me/notifications/read',
  tags: ['notifications'],
  summary: 'Marks read all of the user’s notifications up to and including `through`, the newest one they were shown',
  request: jsonBody(markNotificationsReadSchema),
  responses: {
    204: { description: 'Read.' },
    401: failure('Not signed in.'),
    404: failure('`through` is no notification of yours.'),
    422: failure('Not valid.'),
  },
});

export const notificationRoutes = createRouter()
  .openapi(list, async (c) => {
    const user = await requireUser(c);
    return c.json(await listNotifications(c.get('deps').database.db, user.id), 200);
  })
  .openapi(live, async (c) => {
    const user = await requireUser(c);
    const { database, notificationHub } = c.get('deps');
    const lastEventId = c.req.header('last-event-id');
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
      deliver: (notification) => deliver(notification),
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
          for (const missed of await listNotificationsAfter(database.db, user.id, lastEventId)) send(missed);
        await done;
      } finally {
        clearInterval(keepAlive);
        unsubscribe();
      }
    });
  })
  .openapi(read, async (c) => {
    const user = await requireUser(c);
    const { database, now } = c.get('deps');
    await markNotificationRead(database.db, user.id, c.req.valid('param').id, now());
    return c.body(null, 204);
  })
  .openapi(readAll, async (c) => {
    const user = await requireUser(c);
    const { database, now } = c.get('deps');
    await markNotificationsReadThrough(database.db, user.id, c.req.valid('json').through, now());
    return c.body(null, 204);
  });
