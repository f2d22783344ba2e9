/*
 * The query keys a feature reads or invalidates in another feature's cache, named once, so no feature imports
 * another for a key (decision 034). Each owner's key factory (its `api/` files) builds on the same roots;
 * `app/query-keys.test.ts` checks that they still agree. Import the file whole
 * (`import * as queryKeys from '#web/lib/query-keys.ts'`, then `queryKeys.me`): the bundle keeps only the keys used.
 */

/** The signed-in session (auth). */
export const session = ['auth', 'session'] as const;

/** The signed-in user's profile (profiles). */
export const me = ['profiles', 'me'] as const;

/** Every dashboard figure: an order line that moves changes them (dashboard). */
export const dashboard = ['dashboard'] as const;

/** Every catalog query: a seller's own products and a seller's public ones (catalog). */
export const catalog = ['catalog'] as const;

/** Every public store query: the store, its products, its stats (stores). */
export const stores = ['stores'] as const;

/** Every public seller query (sellers). */
export const sellers = ['sellers'] as const;

/** A product's reviews and questions, shown in the product popup (popup). */
export const productFeedback = (productId: string) => ['products', 'feedback', productId] as const;
