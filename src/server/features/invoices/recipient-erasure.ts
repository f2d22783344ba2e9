import type { Db } from '../../db/client.ts';
import { countDocumentsFrom, eraseRecipients } from './invoices.repository.ts';

/**
 * From which amount a tax invoice to an unregistered recipient must carry their name and address: CGST Rules,
 * 2017, rule 46(e), first proviso (₹50,000 or more), in force since 1 July 2017. Below it the name is not a
 * required particular, so an erased buyer's documents drop it; at or above it the law keeps it.
 */
export const RECIPIENT_NAME_REQUIRED = [
  { from: '2017-07-01', fromPaise: 5_000_000, source: 'CGST Rules, 2017, rule 46(e)' },
];

/** What an erased buyer's documents name instead: the PDF is in English, as the rest of it. */
export const ERASED_RECIPIENT = 'Consumer (name erased at their request)';

function thresholdOn(day: Date): number {
  const iso = day.toISOString().slice(0, 10);
  const rule = RECIPIENT_NAME_REQUIRED.filter((entry) => entry.from <= iso).at(-1);
  return rule?.fromPaise ?? Number.MAX_SAFE_INTEGER;
}

/** Erases the recipient of the orders' documents the law lets go: how many it erased, and how many the law keeps. */
export async function eraseOrderRecipients(
  tx: Db,
  orderIds: string[],
  now: Date,
): Promise<{ erased: number; kept: number }> {
  const threshold = thresholdOn(now);
  return {
    erased: await eraseRecipients(tx, orderIds, threshold, ERASED_RECIPIENT),
    kept: await countDocumentsFrom(tx, orderIds, threshold),
  };
}
