// The cash-on-delivery rules' tables (decision 070): the one row of settings and the PIN codes an operator set.
import { count, eq, sql } from 'drizzle-orm';
import { builtOnce } from '../../db/built-once.ts';
import type { Db } from '../../db/client.ts';
import { codPincodes, codSettings } from './payments.schema.ts';

export type CodSettingsRow = typeof codSettings.$inferSelect;
export type CodPincodeRow = typeof codPincodes.$inferSelect;

export async function findCodSettings(db: Db): Promise<CodSettingsRow | null> {
  const [row] = await db.select().from(codSettings).where(eq(codSettings.id, 1));
  return row ?? null;
}

export async function upsertCodSettings(tx: Db, values: Omit<CodSettingsRow, 'id'>): Promise<void> {
  await tx
    .insert(codSettings)
    .values({ id: 1, ...values })
    .onConflictDoUpdate({ target: codSettings.id, set: values });
}

const settingsAndPincode = builtOnce((db) =>
  db
    .select({ settings: codSettings, pincode: codPincodes })
    .from(sql`(select 1) as "one"`)
    .leftJoin(codSettings, eq(codSettings.id, 1))
    .leftJoin(codPincodes, eq(codPincodes.pincode, sql.placeholder('pincode')))
    .prepare('cod_settings_and_pincode'),
);

/**
 * The settings (null until an operator sets them) and a PIN code's rule (null when none is set for it), read in one
 * statement: checkout asks both for every cash-on-delivery order (built once, decision 090).
 */
export async function findCodSettingsAndPincode(
  db: Db,
  pincode: string,
): Promise<{ settings: CodSettingsRow | null; pincode: CodPincodeRow | null }> {
  const [row] = await settingsAndPincode(db).execute({ pincode });
  return { settings: row?.settings ?? null, pincode: row?.pincode ?? null };
}

export async function countBlockedPincodes(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(codPincodes).where(eq(codPincodes.codAllowed, false));
  return row?.n ?? 0;
}

/** The PIN codes with COD off, and any asked for by number. */
export function listCodPincodes(db: Db, pincode: string | undefined, limit: number): Promise<CodPincodeRow[]> {
  return db
    .select()
    .from(codPincodes)
    .where(pincode ? eq(codPincodes.pincode, pincode) : eq(codPincodes.codAllowed, false))
    .orderBy(codPincodes.pincode)
    .limit(limit);
}

export async function upsertCodPincodes(tx: Db, rows: CodPincodeRow[]): Promise<void> {
  // In slices, so a large file stays within a statement's parameters.
  for (let start = 0; start < rows.length; start += 1000) {
    await tx
      .insert(codPincodes)
      .values(rows.slice(start, start + 1000))
      .onConflictDoUpdate({
        target: codPincodes.pincode,
        set: { codAllowed: sql`excluded.cod_allowed`, updatedAt: sql`excluded.updated_at` },
      });
  }
}
