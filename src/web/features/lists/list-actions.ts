import { t } from '@lingui/core/macro';
import type { ListEntry, ProductListName } from '#shared/contracts/lists.ts';
import { toast } from '#web/lib/toast.ts';
import { isListed, listedStore } from './listed.ts';

/**
 * Puts a product on a list or takes it off (lists-sync.ts); resolves with whether it is on the list now. The lists'
 * code, which checks entries with zod, loads with the first press, so a product link does not load it to draw its
 * Like and Save (decision 075). The button shows the press at once; the lists' own answer follows. When their code
 * cannot load (the network dropped), the press is undone and said so, and the promise rejects.
 */
export async function toggleListEntry(list: ProductListName, entry: ListEntry): Promise<boolean> {
  const before = listedStore.get();
  listedStore.set((listed) => ({
    ...listed,
    [list]: isListed(listed, list, entry.productId)
      ? listed[list].filter((id) => id !== entry.productId)
      : [entry.productId, ...listed[list]],
  }));
  const sync = await import('./lists-sync.ts').catch((error: unknown) => {
    listedStore.set(before);
    toast({
      title: t`Could not update your list`,
      description: t`Check your connection and try again.`,
      variant: 'destructive',
    });
    throw error;
  });
  return sync.toggleListEntry(list, entry);
}

export function listToastTitle(list: ProductListName, added: boolean): string {
  if (list === 'saved') return added ? t`Saved` : t`Removed from saved`;
  return added ? t`Liked` : t`Removed from liked`;
}
