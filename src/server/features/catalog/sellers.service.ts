import type { PublicSeller, ResaleTerms, SellerCareView } from '#shared/contracts/onboarding.ts';
import { SELLER_UNDERTAKING, sellerSlugSchema } from '#shared/contracts/onboarding.ts';
import type { Db } from '../../db/client.ts';
import { hsnDigitsFor } from '#shared/gst.ts';
import { AppError, phrase } from '../../lib/errors.ts';
import { declarationProblems } from './legal-metrology.service.ts';
import { findAwaitingEnrolment, findShortHsnOnSale, releaseAwaitingEnrolment } from './products.repository.ts';
import { isUuid } from '../../lib/ids.ts';
import {
  findSellerById,
  findSellerCare,
  findSellerDispatch,
  findSellerBySlug,
  findSellerByUser,
  findSellerOwners,
  insertSeller,
  sellerSlugExists,
  updateSellerCare,
  updateSellerGstDetails,
  updateSellerTerms,
} from './sellers.repository.ts';
import { sellerIdentity } from './seller-tax.service.ts';

type SellerRow = NonNullable<Awaited<ReturnType<typeof findSellerById>>>;

/**
 * A seller as the public sees them, with who they are in law as their invoices say it; a suspended seller is not
 * found, like an unknown one.
 */
function publicSeller(row: SellerRow | null): PublicSeller {
  if (!row || row.suspended) throw new AppError('not_found', /*i18n*/ 'Seller not found');
  const {
    suspended: _suspended,
    supportPhone,
    supportEmail,
    pickupPincode: _pickupPincode,
    legalName: _legalName,
    businessAddress: _businessAddress,
    ...seller
  } = row;
  return { ...seller, details: { ...sellerIdentity(row), supportPhone, supportEmail } };
}

export async function getSellerBySlug(db: Db, slug: string): Promise<PublicSeller> {
  return publicSeller(await findSellerBySlug(db, slug));
}

export async function getSellerById(db: Db, id: string): Promise<PublicSeller> {
  return publicSeller(isUuid(id) ? await findSellerById(db, id) : null);
}

/** The signed-in user's seller account; anyone without one is refused. */
export async function requireOwnSeller(db: Db, userId: string) {
  const seller = await findSellerByUser(db, userId);
  if (!seller) throw new AppError('forbidden', /*i18n*/ 'Set up your seller account first.');
  return seller;
}

export async function findOwnSeller(db: Db, userId: string): Promise<{ id: string; slug: string } | null> {
  const row = await findSellerByUser(db, userId);
  return row ? { id: row.id, slug: row.slug } : null;
}

export async function checkSellerSlug(db: Db, raw: string) {
  const parsed = sellerSlugSchema.safeParse(raw);
  if (!parsed.success) return { slug: raw, available: false, reason: parsed.error.issues[0]?.message ?? 'Not valid.' };
  return (await sellerSlugExists(db, parsed.data))
    ? { slug: parsed.data, available: false, reason: 'That address is taken. Try another.' }
    : { slug: parsed.data, available: true };
}

/** Creates a seller account for a user; one per account. Run inside the onboarding transaction. */
export async function openSellerAccount(
  db: Db,
  input: {
    userId: string;
    slug: string;
    businessName: string;
    city: string;
    pickupPincode: string;
    gstin: string | null;
    supportPhone: string;
    supportEmail: string | null;
    /** The undertaking's version the seller accepted, at createdAt. */
    undertakingVersion: string;
    createdAt: Date;
  },
): Promise<{ id: string; slug: string }> {
  if (await findSellerByUser(db, input.userId))
    throw new AppError('conflict', /*i18n*/ 'You already have a seller account.');
  if (await sellerSlugExists(db, input.slug)) {
    throw new AppError('conflict', /*i18n*/ 'That address is taken.', {
      fields: {
        slug: [/*i18n*/ 'That address is taken. Try another.'],
      },
    });
  }
  const row = await insertSeller(db, { ...input, undertakingAcceptedAt: input.createdAt });
  return { id: row.id, slug: row.slug };
}

/** Where a seller ships from and how many days they take to dispatch; a missing seller is a 404. */
export async function getSellerDispatch(db: Db, id: string): Promise<{ pickupPincode: string; dispatchDays: number }> {
  const row = isUuid(id) ? await findSellerDispatch(db, id) : null;
  if (!row) throw new AppError('not_found', /*i18n*/ 'Seller not found');
  return row;
}

export async function setResaleTerms(db: Db, userId: string, terms: ResaleTerms): Promise<void> {
  const row = await updateSellerTerms(db, userId, terms);
  if (!row) throw new AppError('forbidden', /*i18n*/ 'Set up your seller account first.');
}

/** Each seller's business name and the account that runs it, for mail about their orders. */
export async function sellerOwners(
  db: Db,
  sellerIds: string[],
): Promise<Map<string, { userId: string | null; businessName: string }>> {
  if (sellerIds.length === 0) return new Map();
  const rows = await findSellerOwners(db, [...new Set(sellerIds)]);
  return new Map(rows.map((row) => [row.id, { userId: row.userId, businessName: row.businessName }]));
}

/**
 * Sets the signed-in account's seller's GST details: the GSTIN (the one column onboarding's GSTIN also writes; none
 * for a seller not registered), legal name, principal place of business and the state they supply from.
 */
export async function setSellerGstDetails(
  db: Db,
  userId: string,
  details: Parameters<typeof updateSellerGstDetails>[2],
  now: Date,
): Promise<{ id: string }> {
  const seller = await requireOwnSeller(db, userId);
  // A larger turnover band needs longer HSN codes: not while a product on sale has a shorter one.
  const digits = hsnDigitsFor(details.turnoverBand);
  const short = await findShortHsnOnSale(db, seller.id, digits);
  if (short.length > 0) {
    const message = phrase(
      /*i18n*/ 'Above ₹5 crore, HSN codes have at least {digits} digits. Give them first to {count, plural, one {# product on sale} other {# products on sale}}: {names}.',
      { digits: String(digits), count: short.length, names: short.slice(0, 5).join(', ') },
    );
    throw new AppError('validation_failed', message, { fields: { turnoverBand: [message] } });
  }
  await updateSellerGstDetails(db, seller.id, details);
  if (details.gstin !== null || details.enrolmentNumber !== null)
    await putOnSaleAfterEnrolment(db, seller.id, digits, now);
  return { id: seller.id };
}

/**
 * A seller who may now sell (registered, or enrolled): the products they added before go on sale, as they were told,
 * each that lacks nothing a product on sale needs (Legal Metrology declarations, the HSN digits of their band).
 */
async function putOnSaleAfterEnrolment(db: Db, sellerId: string, hsnDigits: number, now: Date): Promise<void> {
  const waiting = await findAwaitingEnrolment(db, sellerId);
  const ready = waiting.filter(
    (product) => product.hsnCode.length >= hsnDigits && Object.keys(declarationProblems(product)).length === 0,
  );
  await releaseAwaitingEnrolment(
    db,
    waiting.map((product) => product.id),
    ready.map((product) => product.id),
    now,
  );
}

/** The signed-in seller's customer care and the undertaking they accepted, beside the one in force. */
export async function getOwnSellerCare(db: Db, userId: string): Promise<SellerCareView> {
  const row = await findSellerCare(db, userId);
  if (!row) throw new AppError('forbidden', /*i18n*/ 'Set up your seller account first.');
  return {
    supportPhone: row.supportPhone,
    supportEmail: row.supportEmail,
    undertaking: {
      version: row.undertakingVersion,
      acceptedAt: row.undertakingAcceptedAt?.toISOString() ?? null,
      current: SELLER_UNDERTAKING.version,
    },
  };
}

/**
 * Saves the seller's customer care; a seller who has not accepted the undertaking in force must accept it with the
 * same save (its version and time are kept), one who has may leave it out.
 */
export async function setOwnSellerCare(
  db: Db,
  userId: string,
  input: { supportPhone: string; supportEmail: string | null; acceptsUndertaking?: true },
  now: Date,
): Promise<SellerCareView> {
  const current = await getOwnSellerCare(db, userId);
  const accepting = current.undertaking.version !== SELLER_UNDERTAKING.version;
  if (accepting && !input.acceptsUndertaking) {
    throw new AppError('validation_failed', /*i18n*/ 'Accept the undertaking to sell on Haat.', {
      fields: { acceptsUndertaking: [/*i18n*/ 'Accept the undertaking to sell on Haat.'] },
    });
  }
  await updateSellerCare(db, userId, {
    supportPhone: input.supportPhone,
    supportEmail: input.supportEmail,
    ...(accepting ? { undertakingVersion: SELLER_UNDERTAKING.version, undertakingAcceptedAt: now } : {}),
  });
  return getOwnSellerCare(db, userId);
}

/** The phone number each of these accounts' seller gives buyers, where it gives one. */
export async function sellerPhones(db: Db, userIds: string[]): Promise<Map<string, string>> {
  const phones = new Map<string, string>();
  for (const userId of userIds) {
    const care = await findSellerCare(db, userId);
    if (care?.supportPhone) phones.set(userId, care.supportPhone);
  }
  return phones;
}
