/**
 * What other features use of lists: which products are on the saved and liked lists, and changing them (whose code
 * loads when first used). Re-exports only (decision 034).
 */
export { isListed, listedStore } from './listed.ts';
export { listToastTitle, toggleListEntry } from './list-actions.ts';
