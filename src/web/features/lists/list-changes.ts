import { t } from '@lingui/core/macro';
import type { ListEntry, ListEntryInput, ProductListName } from '#shared/contracts/lists.ts';
import { toast } from '#web/lib/toast.ts';
import { putOnList, takeOffList } from './api/list-entries.ts';
import { addEntry, isOnList, listsStore, removeEntry } from './lists-store.ts';

/*
 * One change to the lists, from a product link's Like and Save or the lists' screens: written on this device at
 * once, and sent to the account when someone is signed in. It loads without zod, as the popup hydrates (decision
 * 087); the account's sign-in and sign-out (lists-sync.ts, loaded only for a signed-in visitor) set who that is.
 */

let signedInUserId: string | null = null;

/** Who the lists on this device belong to, as lists-sync.ts last set it: null for a visitor. */
export const listsAccount = () => signedInUserId;

export function setListsAccount(userId: string | null): void {
  signedInUserId = userId;
}

export const toListInput = (entry: ListEntry): ListEntryInput => ({
  productId: entry.productId,
  listingId: entry.listingId,
  ref: entry.ref,
  utmSource: entry.utmSource,
  addedAt: entry.addedAt,
});

/**
 * Puts a product on a list or takes it off. The change shows at once; for a
 * signed-in user it is sent to the server, and rolled back with a toast if the
 * server refuses.
 */
export async function toggleListEntry(list: ProductListName, entry: ListEntry): Promise<boolean> {
  const before = listsStore.get();
  const removing = isOnList(before, list, entry.productId);
  listsStore.set(removing ? removeEntry(before, list, entry.productId) : addEntry(before, list, entry));
  if (!signedInUserId) return !removing;
  try {
    listsStore.set(removing ? await takeOffList(list, entry.productId) : await putOnList(list, toListInput(entry)));
  } catch {
    listsStore.set(before);
    toast({
      title: t`Could not update your list`,
      description: t`Check your connection and try again.`,
      variant: 'destructive',
    });
    return removing;
  }
  return !removing;
}

export function listToastTitle(list: ProductListName, added: boolean): string {
  if (list === 'saved') return added ? t`Saved` : t`Removed from saved`;
  return added ? t`Liked` : t`Removed from liked`;
}
