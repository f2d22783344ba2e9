import { listEndpoints } from '#shared/endpoints/lists.ts';
import { createRouter } from '../../router.ts';
import { addToList, getLists, mergeLists, removeFromList } from './lists.service.ts';

export const listRoutes = createRouter()
  .serve(listEndpoints.get, async (c) => {
    const { database, media } = c.get('deps');
    return c.json(await getLists(database.db, media, c.var.user.id), 200);
  })
  .serve(listEndpoints.add, async (c) => {
    const { database, media, now } = c.get('deps');
    const { list } = c.req.valid('param');
    return c.json(await addToList(database.db, media, c.var.user.id, list, c.req.valid('json'), now()), 200);
  })
  .serve(listEndpoints.remove, async (c) => {
    const { database, media } = c.get('deps');
    const { list, productId } = c.req.valid('param');
    return c.json(await removeFromList(database.db, media, c.var.user.id, list, productId), 200);
  })
  .serve(listEndpoints.merge, async (c) => {
    const { database, media, now } = c.get('deps');
    return c.json(await mergeLists(database.db, media, c.var.user.id, c.req.valid('json'), now()), 200);
  });
