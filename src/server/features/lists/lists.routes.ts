import { listEndpoints } from '#shared/endpoints/lists.ts';
import { createRouter, serviceContext } from '../../router.ts';
import { addToList, getLists, mergeLists, removeFromList } from './lists.service.ts';

export const listRoutes = createRouter()
  .serve(listEndpoints.get, async (c) => {
    return c.json(await getLists(serviceContext(c), c.var.user.id), 200);
  })
  .serve(listEndpoints.add, async (c) => {
    const { list } = c.req.valid('param');
    return c.json(await addToList(serviceContext(c), c.var.user.id, list, c.req.valid('json')), 200);
  })
  .serve(listEndpoints.remove, async (c) => {
    const { list, productId } = c.req.valid('param');
    return c.json(await removeFromList(serviceContext(c), c.var.user.id, list, productId), 200);
  })
  .serve(listEndpoints.merge, async (c) => {
    return c.json(await mergeLists(serviceContext(c), c.var.user.id, c.req.valid('json')), 200);
  });
