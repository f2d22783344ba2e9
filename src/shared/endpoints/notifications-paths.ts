import type { EndpointRoute } from './define.ts';

/*
 * The notifications' routes alone: the AI Manager's button, on every page, reads the inbox by route, so a page does
 * not build zod's schemas to draw it (decisions 028 and 075).
 */
export const notificationsRoute = { method: 'get', path: '/me/notifications' } as const satisfies EndpointRoute;
export const notificationStreamRoute = {
  method: 'get',
  path: '/me/notifications/stream',
} as const satisfies EndpointRoute;
export const readNotificationRoute = {
  method: 'post',
  path: '/me/notifications/{id}/read',
} as const satisfies EndpointRoute;
export const readNotificationsRoute = {
  method: 'post',
  path: '/me/notifications/read',
} as const satisfies EndpointRoute;
