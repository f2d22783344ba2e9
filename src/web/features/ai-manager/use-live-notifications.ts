import { useEffect } from 'react';
import { notificationSchema } from '#shared/contracts/orders.ts';
import { pushNotification } from './ai-manager-store.ts';

/**
 * Listens to the signed-in user's notifications as they happen (server-sent
 * events). The browser reconnects by itself and sends Last-Event-ID, so the
 * server replays what was missed; the store ignores ids it already showed.
 */
export function useLiveNotifications(signedIn: boolean): void {
  useEffect(() => {
    if (!signedIn || typeof EventSource === 'undefined') return;
    const source = new EventSource('/api/me/notifications/stream');
    source.addEventListener('notification', (event) => {
      const parsed = notificationSchema.safeParse(JSON.parse((event as MessageEvent<string>).data));
      if (parsed.success) pushNotification({ ...parsed.data, demo: false });
    });
    return () => source.close();
  }, [signedIn]);
}
