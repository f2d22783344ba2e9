// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Campaign } from '#shared/contracts/campaigns.ts';

/*
 * campaign-store.ts is a module-level singleton that reads local storage once
 * and adds window listeners on import: each test imports a fresh copy, and
 * the listeners a copy added are removed afterwards so copies do not answer
 * each other's events.
 */

type Store = typeof import('./campaign-store.ts');

let added: [string, EventListenerOrEventListenerObject][] = [];
let announcements = 0;
const countAnnouncement = () => announcements++;

async function freshStore(): Promise<Store> {
  vi.resetModules();
  return import('./campaign-store.ts');
}

beforeEach(() => {
  localStorage.clear();
  announcements = 0;
  added = [];
  const original = window.addEventListener.bind(window);
  vi.spyOn(window, 'addEventListener').mockImplementation(
    (type: string, listener: EventListenerOrEventListenerObject, options?: boolean | AddEventListenerOptions) => {
      added.push([type, listener]);
      original(type, listener, options);
    },
  );
});

afterEach(() => {
  vi.mocked(window.addEventListener).mockRestore();
  for (const [type, listener] of added) window.removeEventListener(type, listener);
  window.removeEventListener('collabDataUpdated', countAnnouncement);
  localStorage.clear();
});

function stored(key: string): Campaign[] {
  return JSON.parse(localStorage.getItem(key) ?? 'null') as Campaign[];
}

describe('the collab store (spec §4)', () => {
  it('starts with the nine bundled samples', async () => {
    const { collabStore } = await freshStore();
    expect(collabStore.get()).toHaveLength(9);
  });

  it('merges fields into the collab with that id and leaves the others alone', async () => {
    const { collabStore, updateCollab } = await freshStore();
    const [first, second] = collabStore.get() as [Campaign, Campaign];
    const before = updateCollab(first.id, { joined: first.joined + 1, title: 'Renamed' });
    expect(before).toEqual(first);
    expect(collabStore.get()[0]).toEqual({ ...first, joined: first.joined + 1, title: 'Renamed' });
    expect(collabStore.get()[1]).toEqual(second);
    expect(updateCollab(999_999, { joined: 1 })).toBeUndefined();
  });

  it('deletes by id', async () => {
    const { collabStore, deleteCollab } = await freshStore();
    const target = collabStore.get()[2] as Campaign;
    expect(deleteCollab(target.id)).toEqual(target);
    expect(collabStore.get()).toHaveLength(8);
    expect(collabStore.get().some((collab) => collab.id === target.id)).toBe(false);
    expect(deleteCollab(target.id)).toBeUndefined();
  });

  it('writes every change to local storage under its key', async () => {
    const { COLLABS_STORAGE_KEY, collabStore, deleteCollab, updateCollab } = await freshStore();
    const [first, second] = collabStore.get() as [Campaign, Campaign];
    updateCollab(first.id, { joined: 1234 });
    expect(stored(COLLABS_STORAGE_KEY).find((collab) => collab.id === first.id)?.joined).toBe(1234);
    deleteCollab(second.id);
    expect(stored(COLLABS_STORAGE_KEY).map((collab) => collab.id)).not.toContain(second.id);
    expect(stored(COLLABS_STORAGE_KEY)).toEqual(collabStore.get());
  });

  it('reads what local storage holds when it starts', async () => {
    const { COLLABS_STORAGE_KEY, collabStore, deleteCollab } = await freshStore();
    const kept = collabStore.get().slice(1);
    deleteCollab((collabStore.get()[0] as Campaign).id);
    expect(stored(COLLABS_STORAGE_KEY)).toEqual(kept);
    const reloaded = await freshStore();
    expect(reloaded.collabStore.get()).toEqual(kept);
  });

  it('fires collabDataUpdated after each change, and not when nothing changed', async () => {
    const { COLLAB_DATA_UPDATED, collabStore, deleteCollab, putCollab, replaceCollabs, updateCollab } =
      await freshStore();
    const seen: number[] = [];
    // The event comes after the change: the listener already reads the new data.
    window.addEventListener(COLLAB_DATA_UPDATED, () => seen.push(collabStore.get().length));
    const [first, second] = collabStore.get() as [Campaign, Campaign];
    updateCollab(first.id, { joined: 7 });
    deleteCollab(second.id);
    putCollab({ ...first, id: 4242, title: 'New one' });
    expect(seen).toEqual([9, 8, 9]);
    replaceCollabs(collabStore.get(), () => true);
    expect(seen).toHaveLength(3);
    replaceCollabs([], (collab) => collab.id === 4242);
    expect(seen).toEqual([9, 8, 9, 8]);
  });

  it('takes over a change made in another tab and announces it', async () => {
    const { COLLAB_DATA_UPDATED, COLLABS_STORAGE_KEY, collabStore } = await freshStore();
    const changed = collabStore
      .get()
      .map((collab, index) => (index === 0 ? { ...collab, joined: collab.joined + 5 } : collab));
    const seen: Campaign[][] = [];
    window.addEventListener(COLLAB_DATA_UPDATED, () => seen.push(collabStore.get()));
    window.addEventListener(COLLAB_DATA_UPDATED, countAnnouncement);

    localStorage.setItem(COLLABS_STORAGE_KEY, JSON.stringify(changed));
    window.dispatchEvent(new StorageEvent('storage', { key: COLLABS_STORAGE_KEY, newValue: JSON.stringify(changed) }));

    expect(collabStore.get()).toEqual(changed);
    expect(announcements).toBe(1);
    expect(seen).toEqual([changed]);
  });

  it('forgets drafts (at sign-out) and keeps the rest', async () => {
    const { collabStore, forgetDrafts, putCollab } = await freshStore();
    const [first] = collabStore.get() as [Campaign];
    putCollab({ ...first, id: 77, status: 'draft', title: 'Secret launch' });
    expect(collabStore.get()).toHaveLength(10);
    forgetDrafts();
    expect(collabStore.get().map((collab) => collab.id)).not.toContain(77);
    expect(collabStore.get()).toHaveLength(9);
  });

  it('ignores storage events for other keys', async () => {
    const { COLLAB_DATA_UPDATED, collabStore } = await freshStore();
    const before = collabStore.get();
    window.addEventListener(COLLAB_DATA_UPDATED, countAnnouncement);
    window.dispatchEvent(new StorageEvent('storage', { key: 'haat:something-else', newValue: '[]' }));
    expect(collabStore.get()).toBe(before);
    expect(announcements).toBe(0);
  });
});
