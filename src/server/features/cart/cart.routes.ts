import { cartEndpoints } from '#shared/endpoints/cart.ts';
import { createRouter } from '../../router.ts';
import { getCart, mergeCart, removeCartLine, setCartLine } from './cart.service.ts';
import { quoteLines } from './pricing.ts';

export const cartRoutes = createRouter()
  .serve(cartEndpoints.quote, async (c) => {
    const { database, media } = c.get('deps');
    return c.json(await quoteLines(database.db, media, c.req.valid('json').lines), 200);
  })
  .serve(cartEndpoints.get, async (c) => {
    const { database, media } = c.get('deps');
    return c.json(await getCart(database.db, media, c.var.user.id), 200);
  })
  .serve(cartEndpoints.setLine, async (c) => {
    const { database, media, now } = c.get('deps');
    const line = { ...c.req.valid('json'), listingId: c.req.valid('param').listingId };
    return c.json(await setCartLine(database.db, media, c.var.user.id, line, now()), 200);
  })
  .serve(cartEndpoints.removeLine, async (c) => {
    const { database, media } = c.get('deps');
    return c.json(await removeCartLine(database.db, media, c.var.user.id, c.req.valid('param').listingId), 200);
  })
  .serve(cartEndpoints.merge, async (c) => {
    const { database, media, now } = c.get('deps');
    return c.json(await mergeCart(database.db, media, c.var.user.id, c.req.valid('json').lines, now()), 200);
  });
