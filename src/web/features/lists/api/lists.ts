import type { MergeLists } from '#shared/contracts/lists.ts';
import { listEndpoints } from '#shared/endpoints/lists.ts';
import { callEndpoint } from '#web/lib/call-endpoint.ts';

/* What the account's sync reads (lists-sync.ts); a single change goes by route (list-entries.ts). */

export const fetchLists = () => callEndpoint(listEndpoints.get);

export const mergeLists = (lists: MergeLists) => callEndpoint(listEndpoints.merge, { body: lists });
