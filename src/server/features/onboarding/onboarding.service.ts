import type { CreatorOnboarding, ResaleTerms, SellerOnboarding } from '#shared/contracts/onboarding.ts';
import { creatorOnboardingSchema, sellerOnboardingSchema } from '#shared/contracts/onboarding.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { openSellerAccount, setResaleTerms } from '../catalog/sellers.service.ts';
import { placeOfPincode } from '../geo/geo.service.ts';
import { isHandleAvailable, type ProfileOwner, recordOnboarding } from '../profiles/profiles.service.ts';
import { openStore } from '../stores/stores.service.ts';

/** A creator picks a handle: the store opens at /@{handle} and the profile carries the handle. One transaction. */
export async function onboardCreator(db: Db, user: ProfileOwner, raw: CreatorOnboarding, now: Date) {
  const input = creatorOnboardingSchema.parse(raw);
  return db.transaction(async (tx) => {
    if (!(await isHandleAvailable(tx, input.handle, user.id))) {
      throw new AppError('conflict', /*i18n*/ 'That handle is taken.', {
        handle: [/*i18n*/ 'That handle is taken. Try another.'],
      });
    }
    const store = await openStore(tx, {
      userId: user.id,
      handle: input.handle,
      displayName: input.displayName,
      bio: input.bio,
      createdAt: now,
    });
    await recordOnboarding(
      tx,
      user,
      { haatHandle: input.handle, displayName: input.displayName, roleIntent: 'creator' },
      now,
    );
    return store;
  });
}

/** A seller sets up their business: /seller/{slug} exists afterwards. One transaction. */
export async function onboardSeller(db: Db, user: ProfileOwner, raw: SellerOnboarding, now: Date) {
  const input = sellerOnboardingSchema.parse(raw);
  // The city buyers see beside the seller's name ("Sold by …, Jaipur") is the pickup PIN's, as India Post names it.
  const city = (await placeOfPincode(input.pickupPincode))?.city ?? '';
  return db.transaction(async (tx) => {
    const seller = await openSellerAccount(tx, {
      userId: user.id,
      slug: input.slug,
      businessName: input.businessName,
      city,
      pickupPincode: input.pickupPincode,
      gstin: input.gstin ?? null,
      createdAt: now,
    });
    await recordOnboarding(tx, user, { roleIntent: 'merchant' }, now);
    return seller;
  });
}

export async function saveResaleTerms(db: Db, user: ProfileOwner, terms: ResaleTerms): Promise<void> {
  await setResaleTerms(db, user.id, terms);
}
