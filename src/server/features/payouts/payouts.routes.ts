import { payoutEndpoints } from '#shared/endpoints/payouts.ts';
import { createRouter, serviceContext } from '../../router.ts';
import { lookupIfsc, readPayoutMethod, savePayoutMethod } from './payouts.service.ts';

/** The IFSC list changes only with a release of its package: a browser may keep an answer for a day. */
const IFSC_CACHE = 'private, max-age=86400';

export const payoutRoutes = createRouter()
  .serve(payoutEndpoints.method, async (c) => {
    const { database } = c.get('deps');
    return c.json({ method: await readPayoutMethod(database.db, c.var.user.id) }, 200);
  })
  .serve(payoutEndpoints.saveMethod, async (c) => {
    const method = await savePayoutMethod(serviceContext(c), c.var.user.id, c.req.valid('json'));
    return c.json({ method }, 200);
  })
  .serve(payoutEndpoints.ifsc, (c) => {
    c.header('Cache-Control', IFSC_CACHE);
    return c.json(lookupIfsc(c.req.valid('param').code), 200);
  });
