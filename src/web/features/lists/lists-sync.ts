import { fetchLists, mergeLists } from './api/lists.ts';
import { listsAccount, setListsAccount, toListInput } from './list-changes.ts';
import { listsStore } from './lists-store.ts';

/**
 * Keeps the lists in step with the account: at sign-in the visitor's local
 * lists are merged into the server's and the answer replaces them; at sign-out
 * the account's lists leave this device.
 */
export function followListsAccount(userId: string | null): void {
  if (!userId) {
    if (listsAccount()) listsStore.set({ saved: [], liked: [] });
    setListsAccount(null);
    return;
  }
  if (listsAccount() === userId) return;
  setListsAccount(userId);
  const local = listsStore.get();
  const request =
    local.saved.length + local.liked.length > 0
      ? mergeLists({ saved: local.saved.map(toListInput), liked: local.liked.map(toListInput) })
      : fetchLists();
  request.then(
    (lists) => {
      if (listsAccount() === userId) listsStore.set(lists);
    },
    () => {
      // Offline or the server is away: keep the local lists; the next sign-in or change tries again.
      setListsAccount(null);
    },
  );
}
