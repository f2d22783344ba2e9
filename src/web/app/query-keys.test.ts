import { describe, expect, it } from 'vitest';
import { sessionQueryOptions } from '#web/features/auth/api/session.ts';
import { sellerProductsQueryOptions } from '#web/features/catalog/api/catalog.ts';
import { catalogSummaryQueryOptions, ownProductsQueryOptions } from '#web/features/catalog/api/seller-products.ts';
import {
  creatorDashboardQueryOptions,
  dashboardKeys,
  sellerDashboardQueryOptions,
} from '#web/features/ledger/api/dashboard.ts';
import { productFeedbackQueryOptions, storeStatsQueryOptions } from '#web/features/stores-popup/api/popup.ts';
import { meQueryOptions } from '#web/features/profiles/api/profile.ts';
import { profileKeys } from '#web/features/profiles/api/profile-keys.ts';
import { sellerByIdQueryOptions, sellerBySlugQueryOptions } from '#web/features/catalog-sellers/api/sellers.ts';
import { storeKeys, storeProductsQueryOptions } from '#web/features/stores/api/stores.ts';
import * as queryKeys from '#web/lib/query-keys.ts';

const expectStartsWith = (key: readonly unknown[], root: readonly unknown[]) =>
  expect(key.slice(0, root.length)).toEqual(root);

// A feature invalidates another's queries by the registry's key: it must be the key the owner's queries use.
describe('the query-key registry', () => {
  it('names the session and the profile as auth and profiles key them', () => {
    expect(queryKeys.session).toEqual(sessionQueryOptions.queryKey);
    expect(queryKeys.me).toEqual(meQueryOptions.queryKey);
    expect(queryKeys.me).toEqual(profileKeys.me);
  });

  it('has the root of every dashboard query', () => {
    expect(queryKeys.dashboard).toEqual(dashboardKeys.all);
    expectStartsWith(creatorDashboardQueryOptions(30).queryKey, queryKeys.dashboard);
    expectStartsWith(sellerDashboardQueryOptions(30).queryKey, queryKeys.dashboard);
  });

  it('has the roots of the catalog, store and seller queries', () => {
    expectStartsWith(ownProductsQueryOptions.queryKey, queryKeys.catalog);
    expectStartsWith(catalogSummaryQueryOptions.queryKey, queryKeys.catalog);
    expectStartsWith(sellerProductsQueryOptions('loom').queryKey, queryKeys.catalog);
    expectStartsWith(storeKeys.byHandle('priya'), queryKeys.stores);
    expectStartsWith(storeKeys.byId('store-1'), queryKeys.stores);
    expectStartsWith(storeProductsQueryOptions('priya').queryKey, queryKeys.stores);
    expectStartsWith(storeStatsQueryOptions('store-1').queryKey, queryKeys.stores);
    expectStartsWith(sellerBySlugQueryOptions('loom').queryKey, queryKeys.sellers);
    expectStartsWith(sellerByIdQueryOptions('seller-1').queryKey, queryKeys.sellers);
  });

  it("names a product's reviews and questions as the popup keys them", () => {
    expect(queryKeys.productFeedback('p-1')).toEqual(productFeedbackQueryOptions('p-1').queryKey);
  });
});
