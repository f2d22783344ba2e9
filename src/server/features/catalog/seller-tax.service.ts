import { ENROLMENT_NEEDED } from '#shared/contracts/tax.ts';
import { gstinStateCode, gstStateCode, gstStateName, hsnDigitsFor, type TurnoverBand } from '#shared/gst.ts';
import { AppError, phrase } from '../../lib/errors.ts';
import type { Db } from '../../db/client.ts';
import { placeOfPincode } from '../geo/geo.service.ts';
import { findSellerTaxRows } from './sellers.repository.ts';

/** A seller as their GST documents name them (decision 038). */
export interface SellerTaxProfile {
  sellerId: string;
  legalName: string;
  /** Their name on Haat. */
  tradeName: string;
  address: string;
  /** The GST state they supply from, with its name. */
  stateCode: string;
  stateName: string;
  /** None: not registered for GST (a bill of supply; sales within their own state only). */
  gstin: string | null;
  /** An unregistered seller's GST enrolment number (notification 34/2023-Central Tax), or none. */
  enrolmentNumber: string | null;
  /** A registered seller's turnover band, or none. */
  turnoverBand: TurnoverBand | null;
  /** The fewest HSN digits their products declare (notification 78/2020-Central Tax). */
  hsnDigits: number;
  /** Whether their products may be on sale: registered for GST, or enrolled on the GST portal. */
  maySell: boolean;
  /** Whether the seller has given their legal name and address; until then the Haat name and pickup place stand in. */
  detailsGiven: boolean;
  /** Where their parcels leave from: an e-way bill's dispatch place. */
  dispatch: { city: string; pincode: string };
}

/** Who a seller is in law, as their invoices name them: their legal name and address, their Haat name and pickup place until they give them. */
export function sellerIdentity(seller: {
  businessName: string;
  city: string;
  pickupPincode: string;
  legalName: string | null;
  businessAddress: string | null;
}): { legalName: string; address: string } {
  const pickupPlace = [seller.city, seller.pickupPincode].filter(Boolean).join(' ');
  return { legalName: seller.legalName ?? seller.businessName, address: seller.businessAddress ?? pickupPlace };
}

/** The GST state a seller supplies from: the one they gave, else their GSTIN's, else their pickup PIN code's ('' if unknown). */
export async function supplyStateCode(seller: {
  stateCode: string | null;
  gstin: string | null;
  pickupPincode: string;
}): Promise<string> {
  if (seller.stateCode) return seller.stateCode;
  if (seller.gstin) return gstinStateCode(seller.gstin);
  return gstStateCode((await placeOfPincode(seller.pickupPincode))?.state ?? '') ?? '';
}

/**
 * Each seller's tax profile. The state is the one they gave, else their GSTIN's, else their pickup PIN code's;
 * until they give their legal name and address, their name on Haat and pickup place stand in for them.
 */
export async function sellerTaxProfiles(db: Db, sellerIds: string[]): Promise<Map<string, SellerTaxProfile>> {
  const rows = await findSellerTaxRows(db, [...new Set(sellerIds)]);
  const profiles = await Promise.all(
    rows.map(async (row): Promise<SellerTaxProfile> => {
      const stateCode = await supplyStateCode(row);
      return {
        sellerId: row.id,
        ...sellerIdentity(row),
        tradeName: row.businessName,
        stateCode,
        stateName: gstStateName(stateCode) ?? '',
        gstin: row.gstin,
        enrolmentNumber: row.enrolmentNumber,
        turnoverBand: row.gstin ? (row.turnoverBand ?? 'up_to_5_crore') : null,
        hsnDigits: hsnDigitsFor(row.gstin ? row.turnoverBand : null),
        maySell: row.gstin !== null || row.enrolmentNumber !== null,
        detailsGiven: row.legalName !== null,
        dispatch: { city: row.city, pincode: row.pickupPincode },
      };
    }),
  );
  return new Map(profiles.map((profile) => [profile.sellerId, profile]));
}

/** A seller's tax profile, which every seller has. */
export async function sellerTaxProfile(db: Db, sellerId: string): Promise<SellerTaxProfile> {
  const profile = (await sellerTaxProfiles(db, [sellerId])).get(sellerId);
  if (!profile) throw new AppError('not_found', /*i18n*/ 'Seller not found');
  return profile;
}

/**
 * What a product on sale asks of its seller in law: a GSTIN, or the GST portal's enrolment number (CGST notification
 * 37/2023-Central Tax: an operator allows no supply by an unregistered person before it; 409 otherwise).
 */
export function requireMaySell(profile: SellerTaxProfile): void {
  if (!profile.maySell) throw new AppError('conflict', ENROLMENT_NEEDED);
}

/** An HSN code of at least the digits the seller's turnover band needs (notification 78/2020-Central Tax; 422). */
export function requireHsnDigits(profile: SellerTaxProfile, hsnCode: string): void {
  if (hsnCode.length >= profile.hsnDigits) return;
  const message = hsnTooShort(profile.hsnDigits);
  throw new AppError('validation_failed', message, { fields: { hsnCode: [message] } });
}

/** The message for an HSN code shorter than a seller's turnover band allows. */
export const hsnTooShort = (digits: number) =>
  phrase(/*i18n*/ 'Your turnover is above ₹5 crore: give an HSN code of at least {digits} digits.', {
    digits: String(digits),
  });
