import type { ListEntryInput, ProductListName } from '#shared/contracts/lists.ts';
import type { listEndpoints } from '#shared/endpoints/lists.ts';
import { addListEntryRoute, removeListEntryRoute } from '#shared/endpoints/lists-paths.ts';
import { callRoute } from '#web/lib/call-endpoint.ts';

/* By route: a product link's Like and Save change the lists, and the popup hydrates without zod (decision 087). */

export const putOnList = (list: ProductListName, entry: ListEntryInput) =>
  callRoute<typeof listEndpoints.add>(addListEntryRoute, { params: { list }, body: entry });

export const takeOffList = (list: ProductListName, productId: string) =>
  callRoute<typeof listEndpoints.remove>(removeListEntryRoute, { params: { list, productId } });
