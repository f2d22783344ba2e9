import { t } from '@lingui/core/macro';
import type { ListEntry, ListEntryInput, ProductListName } from '#shared/contracts/lists.ts';
import { toast } from '#web/lib/toast.ts';
import { fetchLists, mergeLists, putOnList, takeOffList } from './api/lists.ts';
import { addEntry, isOnList, listsStore, removeEntry } from './lists-store.ts';

const toInput = (entry: ListEntry): ListEntryInput => ({
  productId: entry.productId,
  listingId: entry.listingId,
  ref: entry.ref,
  utmSource: entry.utmSource,
  addedAt: entry.addedAt,
});

let signedInUserId: string | null = null;

/**
 * Keeps the lists in step with the account: at sign-in the visitor's local
 * lists are merged into the server's and the answer replaces them; at sign-out
 * the account's lists leave this device.
 */
export function followListsAccount(userId: string | null): void {
  if (!userId) {
    if (signedInUserId) listsStore.set({ saved: [], liked: [] });
    signedInUserId = null;
    return;
  }
  if (signedInUserId === userId) return;
  signedInUserId = userId;
  const local = listsStore.get();
  const request =
    local.saved.length + local.liked.length > 0
      ? mergeLists({ saved: local.saved.map(toInput), liked: local.liked.map(toInput) })
      : fetchLists();
  request.then(
    (lists) => {
      if (signedInUserId === userId) listsStore.set(lists);
    },
    () => {
      // Offline or the server is away: keep the local lists; the next sign-in or change tries again.
      signedInUserId = null;
    },
  );
}

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
    listsStore.set(removing ? await takeOffList(list, entry.productId) : await putOnList(list, toInput(entry)));
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
