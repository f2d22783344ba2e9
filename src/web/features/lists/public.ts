/** What other features use of lists: the saved and liked lists and changing them. Re-exports only (decision 034). */
export { listToastTitle, toggleListEntry } from './list-changes.ts';
export { isOnList, listsStore } from './lists-store.ts';
