import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import type { Logger } from '../../lib/logger.ts';
import { verifiedEmails } from '../auth/auth-accounts.ts';
import { sellerTaxProfiles } from '../catalog/seller-tax.service.ts';
import { sellerPhones } from '../catalog/sellers.service.ts';
import { findPickupLocation, savePickupLocation } from './carrier-choice.repository.ts';
import type { Carrier } from './carriers/carrier.ts';

/*
 * A seller's pickup place registered with their carrier before the first booking (issue 38; decision 073): Shiprocket
 * books only from pickup locations added to the account, named by a nickname (the seller's slug, at most 36
 * characters), at the seller's address as their invoices give it.
 */

export async function pickupLocationOf(
  deps: { db: Db; now: () => Date; logger: Logger },
  carrier: Carrier,
  seller: { id: string; slug: string },
  userId: string,
): Promise<string> {
  const nickname = seller.slug.slice(0, 36);
  if (!carrier.registerPickup) return nickname;
  const registered = await findPickupLocation(deps.db, seller.id, carrier.name);
  if (registered) return registered;
  const [profile, phone, email] = await Promise.all([
    sellerTaxProfiles(deps.db, [seller.id]).then((profiles) => profiles.get(seller.id)),
    sellerPhones(deps.db, [userId]).then((phones) => phones.get(userId)),
    verifiedEmails(deps.db, [userId]).then((emails) => emails.get(userId)),
  ]);
  if (!profile || !phone || !email)
    throw new AppError(
      'conflict',
      /*i18n*/ 'Give your support phone and a verified email in your seller details: the courier needs them to pick up.',
    );
  await carrier.registerPickup({
    nickname,
    name: profile.legalName,
    email,
    phone,
    address: profile.address,
    city: profile.dispatch.city,
    state: profile.stateName,
    pincode: profile.dispatch.pincode,
  });
  await savePickupLocation(deps.db, seller.id, carrier.name, nickname, deps.now());
  deps.logger.info({ sellerId: seller.id, carrier: carrier.name }, 'a seller’s pickup place is registered');
  return nickname;
}
