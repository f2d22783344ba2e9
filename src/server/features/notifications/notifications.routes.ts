import { createRoute } from '@hono/zod-openapi';
import { notificationListSchema } from '#shared/contracts/orders.ts';
import { createRouter } from '../../app-context.ts';
import { errorContent as failure, jsonContent as json } from '../../lib/openapi.ts';
import { requireUser } from '../auth/auth.session.ts';
import { listNotifications } from './notifications.service.ts';

const list = createRoute({
  method: 'get',
  path: '/me/notifications',
  tags: ['notifications'],
  summary: 'The signed-in user’s latest notifications (orders, shipments, payouts), newest first',
  responses: { 200: json(notificationListSchema, 'Up to 50 notifications.'), 401: failure('Not signed in.') },
});

export const notificationRoutes = createRouter().openapi(list, async (c) => {
  const user = await requireUser(c);
  return c.json({ notifications: await listNotifications(c.get('deps').database.db, user.id) }, 200);
});
