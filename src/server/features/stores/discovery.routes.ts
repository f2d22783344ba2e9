import { storeEndpoints } from '#shared/endpoints/stores.ts';
import { createRouter, serviceContext } from '../../router.ts';
import { discover } from './discovery.service.ts';

export const discoveryRoutes = createRouter().serve(storeEndpoints.discover, async (c) => {
  return c.json(await discover(serviceContext(c), c.req.valid('query')), 200);
});
