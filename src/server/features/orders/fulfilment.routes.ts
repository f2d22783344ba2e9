import { fulfilmentEndpoints } from '#shared/endpoints/orders-fulfilment.ts';
import { createRouter, serviceContext } from '../../router.ts';
import { getSessionUser } from '../auth/auth.session.ts';
import { actOnLine, listSellerLines } from './fulfilment.service.ts';
import { canReview, writeReview } from './reviews.service.ts';

export const fulfilmentRoutes = createRouter()
  .serve(fulfilmentEndpoints.sellerLines, async (c) => {
    return c.json({ items: await listSellerLines(serviceContext(c), c.var.user.id) }, 200);
  })
  .serve(fulfilmentEndpoints.act, async (c) => {
    return c.json(
      await actOnLine(serviceContext(c), c.var.user.id, c.req.valid('param').lineId, c.req.valid('json')),
      200,
    );
  })
  .serve(fulfilmentEndpoints.review, async (c) => {
    const { database, now } = c.get('deps');
    return c.json(
      await writeReview(database.db, c.var.user.id, c.req.valid('param').productId, c.req.valid('json'), now()),
      201,
    );
  })
  .serve(fulfilmentEndpoints.reviewEligibility, async (c) => {
    const user = await getSessionUser(c);
    return c.json(
      { canReview: await canReview(c.get('deps').database.db, user?.id ?? null, c.req.valid('param').productId) },
      200,
    );
  });
