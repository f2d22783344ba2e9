import { cartEndpoints } from '#shared/endpoints/cart.ts';
import { createRouter, serviceContext } from '../../router.ts';
import { getCart, mergeCart, removeCartLine, setCartLine } from './cart.service.ts';
import { quoteLines } from './pricing.ts';

export const cartRoutes = createRouter()
  .serve(cartEndpoints.quote, async (c) => c.json(await quoteLines(serviceContext(c), c.req.valid('json').lines), 200))
  .serve(cartEndpoints.get, async (c) => c.json(await getCart(serviceContext(c), c.var.user.id), 200))
  .serve(cartEndpoints.setLine, async (c) => {
    const line = { ...c.req.valid('json'), listingId: c.req.valid('param').listingId };
    return c.json(await setCartLine(serviceContext(c), c.var.user.id, line), 200);
  })
  .serve(cartEndpoints.removeLine, async (c) =>
    c.json(await removeCartLine(serviceContext(c), c.var.user.id, c.req.valid('param').listingId), 200),
  )
  .serve(cartEndpoints.merge, async (c) =>
    c.json(await mergeCart(serviceContext(c), c.var.user.id, c.req.valid('json').lines), 200),
  );
