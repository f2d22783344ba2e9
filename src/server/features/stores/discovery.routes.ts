import { storeEndpoints } from '#shared/endpoints/stores.ts';
import { createRouter } from '../../router.ts';
import { discover } from './discovery.service.ts';

export const discoveryRoutes = createRouter().serve(storeEndpoints.discover, async (c) => {
  const { database, media } = c.get('deps');
  return c.json(await discover(database.db, media, c.req.valid('query')), 200);
});
