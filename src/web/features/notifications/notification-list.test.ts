import { describe, expect, it } from 'vitest';
import type { Notification, NotificationList } from '#shared/contracts/notifications.ts';
import { withAllRead, withArrived, withRead } from './notification-list.ts';

const notification = (id: string, read = false): Notification => ({
  id,
  kind: 'order_placed',
  app: 'Orders',
  message: `Order ${id}`,
  avatar: null,
  link: '/dashboard',
  time: '2026-11-22T04:30:00.000Z',
  read,
});

const inbox: NotificationList = { items: [notification('b'), notification('a', true)], unread: 4 };

describe('the cached inbox', () => {
  it('takes a live arrival once, newest first, and counts it when unread', () => {
    const arrived = withArrived(inbox, notification('c'));
    expect(arrived.items.map((item) => item.id)).toEqual(['c', 'b', 'a']);
    expect(arrived.unread).toBe(5);
    // A replay after a reconnect changes nothing.
    expect(withArrived(arrived, notification('c'))).toBe(arrived);
    expect(withArrived(inbox, notification('d', true)).unread).toBe(4);
  });

  it('counts one read only if it was unread', () => {
    const read = withRead(inbox, 'b');
    expect(read.items[0]?.read).toBe(true);
    expect(read.unread).toBe(3);
    expect(withRead(read, 'b')).toBe(read);
    expect(withRead(inbox, 'a')).toBe(inbox);
  });

  it('marks everything read', () => {
    const all = withAllRead(inbox);
    expect(all.unread).toBe(0);
    expect(all.items.every((item) => item.read)).toBe(true);
  });
});
