import { t } from '@lingui/core/macro';
import type { Campaign } from '#shared/contracts/campaigns.ts';
import { toast } from '#web/lib/toast.ts';
import { deleteCollab, putCollab, updateCollab } from './campaign-store.ts';

/*
 * Server-backed changes to the collab store. The local change shows at once
 * (and in other tabs); the server's answer then replaces it, or, when the
 * server refuses or cannot be reached, the change is rolled back and a toast
 * says why.
 */

function refused(title: string, error: unknown): void {
  toast({ title, description: error instanceof Error ? error.message : t`Please try again.`, variant: 'destructive' });
}

/** Merges `fields` at once, then takes the server's campaign; rolls back on failure. */
export async function changeCollab<T extends { campaign: Campaign } | Campaign>(
  id: number,
  fields: Partial<Omit<Campaign, 'id'>>,
  send: () => Promise<T>,
  failureTitle: string,
): Promise<T> {
  const before = updateCollab(id, fields);
  try {
    const answer = await send();
    putCollab('campaign' in answer ? answer.campaign : answer);
    return answer;
  } catch (error) {
    if (before) putCollab(before);
    refused(failureTitle, error);
    throw error;
  }
}

/** Removes at once, then asks the server; puts it back on failure. */
export async function removeCollab(id: number, send: () => Promise<void>, failureTitle: string): Promise<void> {
  const before = deleteCollab(id);
  try {
    await send();
  } catch (error) {
    if (before) putCollab(before);
    refused(failureTitle, error);
    throw error;
  }
}
