import { NO_PAN_FOR_UNREGISTERED, type SellerGstParsed, type SellerGstView } from '#shared/contracts/tax.ts';
import { gstinStateCode, gstStateCode } from '#shared/gst.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { sellerTaxProfiles } from '../catalog/seller-tax.service.ts';
import { checkGstinState } from './gstin-state.ts';
import { getSellerDispatch, requireOwnSeller, setSellerGstDetails } from '../catalog/sellers.service.ts';
import { readPayoutMethod } from '../payouts/payouts.service.ts';

/*
 * A seller's GST registration (decision 038). Joins the catalog, which owns the seller's columns, and payouts, which
 * holds their PAN: its own feature so that neither imports the other for it.
 */

async function panMasked(db: Db, userId: string): Promise<string | null> {
  return (await readPayoutMethod(db, userId))?.panMasked ?? null;
}

async function gstView(db: Db, userId: string, sellerId: string): Promise<SellerGstView> {
  const [profiles, pan] = await Promise.all([sellerTaxProfiles(db, [sellerId]), panMasked(db, userId)]);
  const profile = profiles.get(sellerId);
  if (!profile) throw new AppError('forbidden', /*i18n*/ 'Set up your seller account first.');
  return {
    registered: profile.gstin !== null,
    gstin: profile.gstin,
    legalName: profile.detailsGiven ? profile.legalName : null,
    address: profile.detailsGiven ? profile.address : null,
    detailsGiven: profile.detailsGiven,
    state: profile.stateName,
    stateCode: profile.stateCode,
    invoiceName: profile.legalName,
    invoiceAddress: profile.address,
    panMasked: pan,
    enrolmentNumber: profile.enrolmentNumber,
    turnoverBand: profile.turnoverBand,
    hsnDigits: profile.hsnDigits,
    maySell: profile.maySell,
  };
}

/** GET /api/seller/gst: the signed-in seller's GST details, with what their invoices show until they give them. */
export async function readSellerGst(db: Db, userId: string): Promise<SellerGstView> {
  const seller = await requireOwnSeller(db, userId);
  return gstView(db, userId, seller.id);
}

/**
 * PUT /api/seller/gst: a registered seller's GSTIN (its first two digits their state) and turnover band, or an
 * unregistered seller's state and GST enrolment number; an unregistered seller must have their PAN in their payout
 * details, which identifies them (the portal enrolled them on it).
 */
export async function saveSellerGst(db: Db, userId: string, input: SellerGstParsed, now: Date): Promise<SellerGstView> {
  const seller = await requireOwnSeller(db, userId);
  if (input.registered) await checkGstinState(input.gstin, (await getSellerDispatch(db, seller.id)).pickupPincode);
  if (!input.registered && (await panMasked(db, userId)) === null) {
    throw new AppError('validation_failed', NO_PAN_FOR_UNREGISTERED, {
      fields: { registered: [NO_PAN_FOR_UNREGISTERED] },
    });
  }
  const details = input.registered
    ? {
        gstin: input.gstin,
        stateCode: gstinStateCode(input.gstin),
        turnoverBand: input.turnoverBand,
        enrolmentNumber: null,
      }
    : {
        gstin: null,
        stateCode: gstStateCode(input.state) ?? '',
        turnoverBand: null,
        enrolmentNumber: input.enrolmentNumber,
      };
  const { id } = await setSellerGstDetails(
    db,
    userId,
    { ...details, legalName: input.legalName, businessAddress: input.address },
    now,
  );
  return gstView(db, userId, id);
}
