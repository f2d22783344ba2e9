import { z } from 'zod';
import { sampleCampaigns } from '#shared/campaign-samples.ts';
import { type Campaign, campaignSchema } from '#shared/contracts/campaigns.ts';
import { createPersistedStore } from '#web/lib/persisted-store.ts';

/*
 * Spec §4 collab data: update by id merges fields, delete by id removes; the
 * data is kept in local storage and a `collabDataUpdated` window event fires
 * after each change. Other open tabs take over a change from the storage event
 * and fire the event too. The server is the source of truth: campaign-sync.ts
 * fills this store from its answers and rolls a refused change back.
 */

export const COLLABS_STORAGE_KEY = 'haat:collabs';
export const COLLAB_DATA_UPDATED = 'collabDataUpdated';

export const collabStore = createPersistedStore<Campaign[]>(
  COLLABS_STORAGE_KEY,
  z.array(campaignSchema),
  sampleCampaigns,
  { followOtherTabs: true },
);

function announce(): void {
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(COLLAB_DATA_UPDATED));
}

if (typeof window !== 'undefined') {
  // Registered after the store's own listener, so the data is already taken over when the event fires.
  window.addEventListener('storage', (event) => {
    if (event.key === COLLABS_STORAGE_KEY) announce();
  });
}

export const findCollab = (id: number): Campaign | undefined => collabStore.get().find((collab) => collab.id === id);

/** Merges `fields` into the collab with this id; returns it as it was, or undefined when there is none. */
export function updateCollab(id: number, fields: Partial<Omit<Campaign, 'id'>>): Campaign | undefined {
  const before = findCollab(id);
  if (!before) return undefined;
  collabStore.set((collabs) => collabs.map((collab) => (collab.id === id ? { ...collab, ...fields } : collab)));
  announce();
  return before;
}

/** Removes the collab with this id; returns it, or undefined when there was none. */
export function deleteCollab(id: number): Campaign | undefined {
  const before = findCollab(id);
  if (!before) return undefined;
  collabStore.set((collabs) => collabs.filter((collab) => collab.id !== id));
  announce();
  return before;
}

/** Puts a collab the server answered with in place (by id), or first when it is new. */
export function putCollab(collab: Campaign): void {
  collabStore.set((collabs) =>
    collabs.some((existing) => existing.id === collab.id)
      ? collabs.map((existing) => (existing.id === collab.id ? collab : existing))
      : [collab, ...collabs],
  );
  announce();
}

/**
 * Takes over a list the server answered with: the collabs `covers` says the
 * list speaks for are replaced by it (so one deleted elsewhere goes), the
 * rest are kept. Nothing fires when nothing changed.
 */
export function replaceCollabs(list: readonly Campaign[], covers: (collab: Campaign) => boolean): void {
  const current = collabStore.get();
  const incoming = new Set(list.map((collab) => collab.id));
  const kept = current.filter((collab) => !incoming.has(collab.id) && !covers(collab));
  const next = [...list, ...kept];
  if (JSON.stringify(next) === JSON.stringify(current)) return;
  collabStore.set(next);
  announce();
}

/** Drafts are only their seller's business: nothing of them stays on a device someone signed out of. */
export function forgetDrafts(): void {
  replaceCollabs([], (collab) => collab.status === 'draft');
}

export const useCollabs = collabStore.useStore;
