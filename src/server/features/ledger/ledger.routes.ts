import { ledgerEndpoints } from '#shared/endpoints/ledger.ts';
import { createRouter, serviceContext } from '../../router.ts';
import { creatorDashboard, sellerDashboard } from './dashboard.service.ts';
import { readOwnLedger } from './ledger.service.ts';

export const ledgerRoutes = createRouter()
  .serve(ledgerEndpoints.creatorDashboard, async (c) =>
    c.json(await creatorDashboard(serviceContext(c), c.var.user.id, c.req.valid('query').days), 200),
  )
  .serve(ledgerEndpoints.sellerDashboard, async (c) =>
    c.json(await sellerDashboard(serviceContext(c), c.var.user.id, c.req.valid('query').days), 200),
  )
  .serve(ledgerEndpoints.earnings, async (c) =>
    c.json(await readOwnLedger(serviceContext(c), c.var.user.id, c.req.valid('query')), 200),
  );
