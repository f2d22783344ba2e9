import type { ListEntryInput, MergeLists, ProductListName } from '#shared/contracts/lists.ts';
import { listEndpoints } from '#shared/endpoints/lists.ts';
import { callEndpoint } from '#web/lib/call-endpoint.ts';

export const fetchLists = () => callEndpoint(listEndpoints.get);

export const putOnList = (list: ProductListName, entry: ListEntryInput) =>
  callEndpoint(listEndpoints.add, { params: { list }, body: entry });

export const takeOffList = (list: ProductListName, productId: string) =>
  callEndpoint(listEndpoints.remove, { params: { list, productId } });

export const mergeLists = (lists: MergeLists) => callEndpoint(listEndpoints.merge, { body: lists });
