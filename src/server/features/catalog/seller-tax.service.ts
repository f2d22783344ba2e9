import { gstinStateCode, gstStateCode, gstStateName } from '#shared/gst.ts';
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
        detailsGiven: row.legalName !== null,
        dispatch: { city: row.city, pincode: row.pickupPincode },
      };
    }),
  );
  return new Map(profiles.map((profile) => [profile.sellerId, profile]));
}
