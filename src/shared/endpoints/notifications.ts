import { z } from 'zod';
import { text } from '../contracts/common.ts';
import { markNotificationsReadSchema, notificationListSchema } from '../contracts/notifications.ts';
import { defineEndpoint } from './define.ts';
import {
  notificationStreamRoute,
  notificationsRoute,
  readNotificationRoute,
  readNotificationsRoute,
} from './notifications-paths.ts';

export const notificationEndpoints = {
  list: defineEndpoint({
    ...notificationsRoute,
    access: 'signed-in',
    tags: ['notifications'],
    summary: 'The signed-in user’s latest notifications (orders, shipments, payouts, campaigns), newest first',
    response: {
      status: 200,
      schema: notificationListSchema,
      description: 'Up to 50 notifications, and the count of all unread ones.',
    },
  }),
  stream: defineEndpoint({
    ...notificationStreamRoute,
    access: 'signed-in',
    tags: ['notifications'],
    summary: 'The signed-in user’s notifications as they happen, as server-sent events',
    description:
      'Each event is `event: notification`, `id:` the notification’s id and `data:` the notification as JSON. ' +
      'A browser reconnecting with `Last-Event-ID` first gets what it missed.',
    response: { status: 200, stream: 'text/event-stream', description: 'An endless event stream.' },
  }),
  read: defineEndpoint({
    ...readNotificationRoute,
    keepsPublicCache: true,
    access: 'signed-in',
    tags: ['notifications'],
    summary: 'Marks one of the user’s notifications read',
    params: z.object({ id: text().max(64) }),
    response: { status: 204, description: 'Read.' },
    errors: { 404: 'No such notification of yours.' },
  }),
  readThrough: defineEndpoint({
    ...readNotificationsRoute,
    keepsPublicCache: true,
    access: 'signed-in',
    tags: ['notifications'],
    summary: 'Marks read all of the user’s notifications up to and including `through`, the newest one they were shown',
    body: markNotificationsReadSchema,
    response: { status: 204, description: 'Read.' },
    errors: { 404: '`through` is no notification of yours.' },
  }),
};
