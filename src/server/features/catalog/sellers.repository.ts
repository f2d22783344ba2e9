import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { TurnoverBand } from '#shared/gst.ts';
import { sellers } from './catalog.schema.ts';

const publicColumns = {
  id: sellers.id,
  slug: sellers.slug,
  businessName: sellers.businessName,
  description: sellers.description,
  city: sellers.city,
  resaleByDefault: sellers.resaleByDefault,
  maxMarkupPercent: sellers.maxMarkupPercent,
  chargesGst: sql<boolean>`${sellers.gstin} is not null`,
  dispatchDays: sellers.dispatchDays,
  supportPhone: sellers.supportPhone,
  supportEmail: sellers.supportEmail,
  pickupPincode: sellers.pickupPincode,
  legalName: sellers.legalName,
  businessAddress: sellers.businessAddress,
};

export async function sellerSlugExists(db: Db, slug: string): Promise<boolean> {
  const rows = await db
    .select({ id: sellers.id })
    .from(sellers)
    .where(sql`lower(${sellers.slug}) = ${slug.toLowerCase()}`)
    .limit(1);
  return rows.length > 0;
}

/** Whether an operator has suspended the seller (their public page is then not found). */
const suspended = sql<boolean>`${sellers.suspendedAt} is not null`;

export async function findSellerBySlug(db: Db, slug: string) {
  const [row] = await db
    .select({ ...publicColumns, suspended })
    .from(sellers)
    .where(sql`lower(${sellers.slug}) = ${slug.toLowerCase()}`);
  return row ?? null;
}

export async function findSellerById(db: Db, id: string) {
  const [row] = await db
    .select({ ...publicColumns, suspended })
    .from(sellers)
    .where(eq(sellers.id, id));
  return row ?? null;
}

export async function findSellerByUser(db: Db, userId: string) {
  const [row] = await db.select(publicColumns).from(sellers).where(eq(sellers.userId, userId));
  return row ?? null;
}

export async function insertSeller(
  db: Db,
  values: {
    userId: string;
    slug: string;
    businessName: string;
    city: string;
    pickupPincode: string;
    gstin: string | null;
    supportPhone: string;
    supportEmail: string | null;
    undertakingVersion: string;
    undertakingAcceptedAt: Date;
    createdAt: Date;
  },
) {
  const [row] = await db.insert(sellers).values(values).returning(publicColumns);
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function updateSellerTerms(
  db: Db,
  userId: string,
  values: { resaleByDefault: boolean; maxMarkupPercent: number | null; dispatchDays?: number },
) {
  const [row] = await db.update(sellers).set(values).where(eq(sellers.userId, userId)).returning({ id: sellers.id });
  return row ?? null;
}

export function findSellerOwners(db: Db, ids: string[]) {
  return db
    .select({ id: sellers.id, userId: sellers.userId, businessName: sellers.businessName })
    .from(sellers)
    .where(inArray(sellers.id, ids));
}

/** Where a seller ships from and how soon: what a delivery estimate needs. */
export async function findSellerDispatch(db: Db, id: string) {
  const [row] = await db
    .select({ pickupPincode: sellers.pickupPincode, dispatchDays: sellers.dispatchDays })
    .from(sellers)
    .where(eq(sellers.id, id));
  return row ?? null;
}

/** What a seller's GST documents and the interstate rule need of them (seller-tax.service.ts). */
export function findSellerTaxRows(db: Db, ids: string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: sellers.id,
      businessName: sellers.businessName,
      city: sellers.city,
      pickupPincode: sellers.pickupPincode,
      gstin: sellers.gstin,
      legalName: sellers.legalName,
      businessAddress: sellers.businessAddress,
      stateCode: sellers.stateCode,
      enrolmentNumber: sellers.enrolmentNumber,
      turnoverBand: sellers.turnoverBand,
    })
    .from(sellers)
    .where(inArray(sellers.id, ids));
}

/**
 * Sets a seller's GST details: their GSTIN and turnover band (none when not registered) or enrolment number (none
 * when registered), legal name, address and supply state.
 */
export async function updateSellerGstDetails(
  db: Db,
  id: string,
  values: {
    gstin: string | null;
    enrolmentNumber: string | null;
    turnoverBand: TurnoverBand | null;
    legalName: string;
    businessAddress: string;
    stateCode: string;
  },
): Promise<void> {
  await db.update(sellers).set(values).where(eq(sellers.id, id));
}

/** The seller's customer care and undertaking, by their account. */
export async function findSellerCare(db: Db, userId: string) {
  const [row] = await db
    .select({
      supportPhone: sellers.supportPhone,
      supportEmail: sellers.supportEmail,
      undertakingVersion: sellers.undertakingVersion,
      undertakingAcceptedAt: sellers.undertakingAcceptedAt,
    })
    .from(sellers)
    .where(eq(sellers.userId, userId));
  return row ?? null;
}

export async function updateSellerCare(
  db: Db,
  userId: string,
  values: {
    supportPhone: string;
    supportEmail: string | null;
    undertakingVersion?: string;
    undertakingAcceptedAt?: Date;
  },
): Promise<boolean> {
  const updated = await db.update(sellers).set(values).where(eq(sellers.userId, userId)).returning({ id: sellers.id });
  return updated.length > 0;
}
