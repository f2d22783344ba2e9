import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { endpointUrl } from '#shared/endpoints/define.ts';
import { notificationStreamRoute } from '#shared/endpoints/notifications-paths.ts';
import type { Notification } from '#shared/contracts/notifications.ts';
import { notificationsQueryOptions } from './api/notifications.ts';
import { withArrived } from './notification-list.ts';

/**
 * Listens to the signed-in user's notifications as they happen (server-sent
 * events). The browser reconnects by itself and sends Last-Event-ID, so the
 * server replays what was missed; the store ignores ids it already showed.
 * Each one also joins the cached inbox and its unread count (the badge), and
 * is handed to `onArrive` (the AI Manager shows it as a card). The events' schema loads with the stream, which
 * only a signed-in user opens: a guest's page does not build zod's schemas for it (decision 075).
 */
export function useLiveNotifications(userId: string | null, onArrive: (notification: Notification) => void): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!userId || typeof EventSource === 'undefined') return;
    const { queryKey } = notificationsQueryOptions(userId);
    const source = new EventSource(endpointUrl(notificationStreamRoute));
    const contract = import('#shared/contracts/notifications.ts');
    source.addEventListener('notification', async (event) => {
      const loaded = await contract.catch(() => null);
      // Its schema did not load (the network dropped): the inbox is read again instead.
      if (!loaded) return void queryClient.invalidateQueries({ queryKey });
      const parsed = loaded.notificationSchema.safeParse(JSON.parse((event as MessageEvent<string>).data));
      if (!parsed.success) return;
      onArrive(parsed.data);
      // A read in flight may not have it yet: let it be read again rather than overwrite the arrival.
      if (!queryClient.getQueryData(queryKey) || queryClient.isFetching({ queryKey }) > 0)
        void queryClient.invalidateQueries({ queryKey });
      else queryClient.setQueryData(queryKey, (list) => (list ? withArrived(list, parsed.data) : list));
    });
    return () => source.close();
  }, [userId, queryClient, onArrive]);
}
