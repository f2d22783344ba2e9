import type { StoreProduct } from '#shared/contracts/catalog.ts';
import type { PublicStore } from '#shared/contracts/stores.ts';
import { createStore } from '#web/lib/create-store.ts';

/** Spec §4: the popup is open or closed, driven by a shared store holding a product. */
export interface PopupProduct {
  item: StoreProduct;
  store: PublicStore;
  /** The store's other products, for Similar Products. */
  storeProducts: StoreProduct[];
}

export const productPopup = createStore<PopupProduct | null>(null);

export const openProductPopup = (product: PopupProduct) => productPopup.set(product);
export const closeProductPopup = () => productPopup.set(null);
