import { z } from 'zod';
import { createPersistedStore } from '#web/lib/persisted-store.ts';

/*
 * Orders placed or found on this device without an account. The access token
 * from placing or looking one up is what lets a guest see and cancel it again.
 */

const STORAGE_KEY = 'haat:guest-orders';
const MAX_REMEMBERED = 50;

const guestOrderSchema = z.object({ id: z.string(), number: z.string(), accessToken: z.string() });
export type GuestOrder = z.infer<typeof guestOrderSchema>;

export const guestOrdersStore = createPersistedStore<GuestOrder[]>(STORAGE_KEY, z.array(guestOrderSchema), [], {
  followOtherTabs: true,
});

/** Remembers an order (newest first); one already remembered gets the new token. */
export function rememberGuestOrder(order: GuestOrder): void {
  guestOrdersStore.set((orders) =>
    [order, ...orders.filter((entry) => entry.id !== order.id)].slice(0, MAX_REMEMBERED),
  );
}

export function forgetGuestOrder(id: string): void {
  guestOrdersStore.set((orders) => orders.filter((entry) => entry.id !== id));
}

export const guestTokenFor = (orderId: string) =>
  guestOrdersStore.get().find((entry) => entry.id === orderId)?.accessToken ?? null;
