// The privacy feature's tables: consents as given and withdrawn, and the processing log.
import { and, asc, desc, eq, lt } from 'drizzle-orm';
import type { ConsentPurpose, ProcessingEvent } from '#shared/contracts/privacy.ts';
import type { Db } from '../../db/client.ts';
import { consents, processingLog } from './privacy.schema.ts';

export type ConsentRow = typeof consents.$inferSelect;

export async function insertConsent(tx: Db, values: typeof consents.$inferInsert): Promise<void> {
  await tx.insert(consents).values(values);
}

/** The account's consent records, newest first per purpose. */
export function listConsents(db: Db, userId: string): Promise<ConsentRow[]> {
  return db
    .select()
    .from(consents)
    .where(eq(consents.userId, userId))
    .orderBy(asc(consents.purpose), desc(consents.recordedAt), desc(consents.id));
}

/** The latest record of one purpose, if any. */
export async function latestConsent(db: Db, userId: string, purpose: ConsentPurpose): Promise<ConsentRow | null> {
  const [row] = await db
    .select()
    .from(consents)
    .where(and(eq(consents.userId, userId), eq(consents.purpose, purpose)))
    .orderBy(desc(consents.recordedAt), desc(consents.id))
    .limit(1);
  return row ?? null;
}

export async function insertProcessing(
  tx: Db,
  values: { userId: string; event: ProcessingEvent; detail?: Record<string, unknown>; at: Date },
): Promise<void> {
  await tx.insert(processingLog).values({ ...values, detail: values.detail ?? {} });
}

export function listProcessing(db: Db, userId: string) {
  return db
    .select({ event: processingLog.event, at: processingLog.at, detail: processingLog.detail })
    .from(processingLog)
    .where(eq(processingLog.userId, userId))
    .orderBy(desc(processingLog.at))
    .limit(1000);
}

/** The log's entries older than `before` go (the retention job; never less than a year, privacy-rules.ts). */
export async function deleteProcessingBefore(db: Db, before: Date): Promise<number> {
  const deleted = await db
    .delete(processingLog)
    .where(lt(processingLog.at, before))
    .returning({ id: processingLog.id });
  return deleted.length;
}
