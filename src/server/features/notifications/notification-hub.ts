import type { StoredNotification } from './notifications.repository.ts';
import type { Database } from '../../db/client.ts';
import type { Logger } from '../../lib/logger.ts';
import { findNotification, NOTIFICATION_CHANNEL, type NotificationSignal } from './notifications.service.ts';

export interface NotificationSubscriber {
  deliver(notification: StoredNotification): void;
  /** The hub is shutting down: end the stream. */
  close(): void;
}

/**
 * Fans stored notifications out to the signed-in users' open streams in this
 * process. Every process LISTENs on the database, so a notification stored by
 * any of them reaches its user wherever their stream is connected. It starts
 * listening with the first subscriber.
 */
export interface NotificationHub {
  subscribe(userId: string, subscriber: NotificationSubscriber): Promise<() => void>;
  /** Ends every stream and stops listening (shutdown). */
  close(): Promise<void>;
}

export function createNotificationHub(database: Database, logger: Logger): NotificationHub {
  const subscribers = new Map<string, Set<NotificationSubscriber>>();
  let listening: Promise<() => Promise<void>> | null = null;
  let closed = false;

  const onSignal = async (payload: string) => {
    let signal: NotificationSignal;
    try {
      signal = JSON.parse(payload) as NotificationSignal;
    } catch {
      return;
    }
    const waiting = subscribers.get(signal.userId);
    if (!waiting || waiting.size === 0) return;
    const notification = await findNotification(database.db, signal.userId, signal.id);
    if (!notification) return;
    for (const subscriber of subscribers.get(signal.userId) ?? []) subscriber.deliver(notification);
  };

  const startListening = () => {
    listening ??= database
      .listen(NOTIFICATION_CHANNEL, (payload) => {
        onSignal(payload).catch((error: unknown) => logger.error({ err: error }, 'delivering a notification failed'));
      })
      .catch((error: unknown) => {
        listening = null;
        throw error;
      });
    return listening;
  };

  return {
    async subscribe(userId, subscriber) {
      if (!closed) await startListening();
      // A stream opened while the process stops ends at once: the browser reconnects to another one.
      if (closed) {
        subscriber.close();
        return () => {};
      }
      let own = subscribers.get(userId);
      if (!own) subscribers.set(userId, (own = new Set()));
      own.add(subscriber);
      return () => {
        own.delete(subscriber);
        if (own.size === 0 && subscribers.get(userId) === own) subscribers.delete(userId);
      };
    },
    async close() {
      closed = true;
      for (const set of subscribers.values()) for (const subscriber of set) subscriber.close();
      subscribers.clear();
      const stop = await listening?.catch(() => null);
      listening = null;
      await stop?.();
    },
  };
}
