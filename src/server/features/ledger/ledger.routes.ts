import { ledgerEndpoints } from '#shared/endpoints/ledger.ts';
import { createRouter } from '../../router.ts';
import { creatorDashboard, sellerDashboard } from './dashboard.service.ts';
import { readOwnLedger } from './ledger.service.ts';

export const ledgerRoutes = createRouter()
  .serve(ledgerEndpoints.creatorDashboard, async (c) => {
    const { database, now } = c.get('deps');
    return c.json(await creatorDashboard(database.db, c.var.user.id, c.req.valid('query').days, now()), 200);
  })
  .serve(ledgerEndpoints.sellerDashboard, async (c) => {
    const { database, media, now } = c.get('deps');
    return c.json(await sellerDashboard(database.db, media, c.var.user.id, c.req.valid('query').days, now()), 200);
  })
  .serve(ledgerEndpoints.earnings, async (c) => {
    const { database, now } = c.get('deps');
    return c.json(await readOwnLedger(database.db, c.var.user.id, c.req.valid('query'), now()), 200);
  });
