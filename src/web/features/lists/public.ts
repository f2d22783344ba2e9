/** What other features use of lists: the saved and liked lists and changing them. Re-exports only (decision 034). */
export { isOnList, listsStore } from './lists-store.ts';
export { listToastTitle, toggleListEntry } from './lists-sync.ts';
