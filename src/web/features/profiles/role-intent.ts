import { type RoleIntent, roleIntentSchema } from '#shared/contracts/profiles.ts';

/** The spec's local key: a choice made before sign-in is carried into the new profile. */
export const ROLE_INTENT_STORAGE_KEY = 'role_intent';

export type { RoleIntent };

/** Where each role goes next when nobody is signed in (spec §4): a newcomer's auth screen opens on Create account. */
export const signedOutDestination: Record<RoleIntent, string> = {
  creator: '/auth?mode=sign-up',
  merchant: '/seller-auth?mode=sign-up',
  buyer: '/shop',
};

/** Where each role goes next once the choice is saved to a signed-in profile (spec §4). */
export const signedInDestination: Record<RoleIntent, string> = {
  creator: '/creator/start',
  merchant: '/merchant/onboard',
  buyer: '/shop',
};

export function storeRoleIntent(role: RoleIntent, storage: Pick<Storage, 'setItem'> = localStorage): void {
  storage.setItem(ROLE_INTENT_STORAGE_KEY, role);
}

export function readRoleIntent(storage: Pick<Storage, 'getItem'> = localStorage): RoleIntent | null {
  const parsed = roleIntentSchema.safeParse(storage.getItem(ROLE_INTENT_STORAGE_KEY));
  return parsed.success ? parsed.data : null;
}

/** A visitor arriving with a creator's link goes to the shop with the link's query. */
export function shopRedirectFor(search: string): string | null {
  const params = new URLSearchParams(search);
  return params.has('creatorId') || params.has('ref') ? `/shop?${params.toString()}` : null;
}
