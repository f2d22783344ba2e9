import type { CreatorOnboarding, ResaleTerms, SellerOnboarding } from '#shared/contracts/onboarding.ts';
import { creatorOnboardingSchema, SELLER_UNDERTAKING, sellerOnboardingSchema } from '#shared/contracts/onboarding.ts';
import type { Db } from '../../db/client.ts';
import { AppError, isUniqueViolation } from '../../lib/errors.ts';
import { findOwnSeller, openSellerAccount, setResaleTerms } from '../catalog/sellers.service.ts';
import { placeOfPincode } from '../geo/geo.service.ts';
import { checkGstinState } from '../tax/gstin-state.ts';
import { isHandleAvailable, type ProfileOwner, recordOnboarding } from '../profiles/profiles.service.ts';
import { findOwnStore, openStore } from '../stores/stores.service.ts';

/**
 * Two onboardings of one account at once (a double tap on Continue): the second may meet the first's commit anywhere,
 * at one of its checks ("taken") or at a unique index. Whichever it meets, it looks for its own account again (each
 * read sees what is committed when it runs) and is told what the checks would have said: a 409, never a 500.
 */
async function settleRace<T>(
  open: () => Promise<T>,
  already: () => Promise<boolean>,
  conflicts: { mine: AppError; taken: AppError },
): Promise<T> {
  try {
    return await open();
  } catch (error) {
    const refused = error instanceof AppError && error.code === 'conflict';
    if (!refused && !isUniqueViolation(error)) throw error;
    if (await already()) throw conflicts.mine;
    throw refused ? error : conflicts.taken;
  }
}

const mine = () => new AppError('conflict', /*i18n*/ 'You already have a store.');
const taken = () =>
  new AppError('conflict', /*i18n*/ 'That handle is taken.', {
    fields: {
      handle: [/*i18n*/ 'That handle is taken. Try another.'],
    },
  });

/** A creator picks a handle: the store opens at /@{handle} and the profile carries the handle. One transaction. */
export async function onboardCreator(db: Db, user: ProfileOwner, raw: CreatorOnboarding, now: Date) {
  const input = creatorOnboardingSchema.parse(raw);
  const open = () =>
    db.transaction(async (tx) => {
      // A second tap finds the store the first one opened: say so, rather than that its handle is taken.
      if (await findOwnStore(tx, user.id)) throw mine();
      if (!(await isHandleAvailable(tx, input.handle, user.id))) throw taken();
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
  return settleRace(open, async () => (await findOwnStore(db, user.id)) !== null, { mine: mine(), taken: taken() });
}

/** A seller sets up their business: /seller/{slug} exists afterwards. One transaction. */
export async function onboardSeller(db: Db, user: ProfileOwner & { email: string }, raw: SellerOnboarding, now: Date) {
  const input = sellerOnboardingSchema.parse(raw);
  // The city buyers see beside the seller's name ("Sold by …, Jaipur") is the pickup PIN's, as India Post names it.
  const city = (await placeOfPincode(input.pickupPincode))?.city ?? '';
  if (input.gstin) await checkGstinState(input.gstin, input.pickupPincode);
  const open = () =>
    db.transaction(async (tx) => {
      const seller = await openSellerAccount(tx, {
        userId: user.id,
        slug: input.slug,
        businessName: input.businessName,
        city,
        pickupPincode: input.pickupPincode,
        gstin: input.gstin ?? null,
        supportPhone: input.supportPhone,
        supportEmail: input.supportEmail ?? user.email,
        undertakingVersion: SELLER_UNDERTAKING.version,
        createdAt: now,
      });
      await recordOnboarding(tx, user, { roleIntent: 'merchant' }, now);
      return seller;
    });
  return settleRace(open, async () => (await findOwnSeller(db, user.id)) !== null, {
    mine: new AppError('conflict', /*i18n*/ 'You already have a seller account.'),
    taken: new AppError('conflict', /*i18n*/ 'That address is taken.', {
      fields: {
        slug: [/*i18n*/ 'That address is taken. Try another.'],
      },
    }),
  });
}

export async function saveResaleTerms(db: Db, user: ProfileOwner, terms: ResaleTerms): Promise<void> {
  await setResaleTerms(db, user.id, terms);
}
