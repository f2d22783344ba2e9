import { t } from '@lingui/core/macro';
import { AI_MAX_VISIBLE_NOTIFICATIONS } from '#shared/constants.ts';
import type { Notification } from '#shared/contracts/notifications.ts';
import { createStore } from '#web/lib/create-store.ts';

/** A notification as the panel shows it (spec §3): the stored event plus the expanded flag. */
export interface PanelNotification
  extends Pick<Notification, 'id' | 'kind' | 'app' | 'time' | 'message' | 'avatar' | 'link'> {
  expanded: boolean;
  /** The spec's demo notification: not stored on the server. */
  demo: boolean;
}

interface AiManagerState {
  open: boolean;
  /** Shown newest first, at most AI_MAX_VISIBLE_NOTIFICATIONS. */
  notifications: PanelNotification[];
  /** Ids already shown once, so a replayed event does not come back. */
  seen: ReadonlySet<string>;
}

/** The AI panel's global state (style guide: a small store for truly global UI state). */
export const aiManagerStore = createStore<AiManagerState>({ open: false, notifications: [], seen: new Set() });

export const setAiPanelOpen = (open: boolean) => aiManagerStore.set((state) => ({ ...state, open }));

export function pushNotification(notification: Omit<PanelNotification, 'expanded'>): void {
  aiManagerStore.set((state) => {
    if (state.seen.has(notification.id)) return state;
    const notifications = [{ ...notification, expanded: false }, ...state.notifications].slice(
      0,
      AI_MAX_VISIBLE_NOTIFICATIONS,
    );
    return { ...state, notifications, seen: new Set(state.seen).add(notification.id) };
  });
}

export const removeNotification = (id: string) =>
  aiManagerStore.set((state) => ({
    ...state,
    notifications: state.notifications.filter((notification) => notification.id !== id),
  }));

export const toggleNotificationExpanded = (id: string) =>
  aiManagerStore.set((state) => ({
    ...state,
    notifications: state.notifications.map((notification) =>
      notification.id === id ? { ...notification, expanded: !notification.expanded } : notification,
    ),
  }));

let demoCount = 0;
/** The spec's demo notification, shown after some time in the ad view; written in the app's language. */
export function pushDemoNotification(now: Date): void {
  demoCount += 1;
  pushNotification({
    id: `demo-${now.getTime()}-${demoCount}`,
    kind: 'demo',
    app: t`Haat`,
    time: now.toISOString(),
    message: t`New important update! Click to see details.`,
    avatar: null,
    link: null,
    demo: true,
  });
}
