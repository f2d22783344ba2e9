import { z } from 'zod';
import { listEnvelopeSchema, text } from './common.ts';

/** An event for the signed-in user (spec §3 Notification): a new order, a shipment, a payout. */
export const notificationSchema = z.object({
  id: z.string(),
  kind: z.string(),
  app: z.string(),
  message: z.string(),
  avatar: z.string().nullable(),
  link: z.string().nullable(),
  time: z.string(),
  read: z.boolean(),
});
export type Notification = z.infer<typeof notificationSchema>;
/** The latest notifications, and how many of all the user's are unread (the AI Manager's badge). */
export const notificationListSchema = listEnvelopeSchema(notificationSchema).extend({
  unread: z.number().int().min(0, /*i18n*/ 'A count cannot be negative.'),
});
export type NotificationList = z.infer<typeof notificationListSchema>;
/** "Mark all read": every notification up to and including `through`, the newest the user has seen, so one arriving meanwhile stays unread. */
export const markNotificationsReadSchema = z.object({ through: text().max(64, /*i18n*/ 'Not a notification id.') });
