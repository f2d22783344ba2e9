import { commissionEndpoints } from '#shared/endpoints/commission.ts';
import { createRouter } from '../../router.ts';
import { readCommissionTerms } from './commission.service.ts';

/** Rates change rarely and apply to orders placed after the change; a minute's staleness tells nobody a wrong figure for long. */
const TERMS_CACHE = 'public, max-age=60';

export const commissionRoutes = createRouter().serve(commissionEndpoints.terms, async (c) => {
  const { database, now } = c.get('deps');
  c.header('Cache-Control', TERMS_CACHE);
  return c.json(await readCommissionTerms(database.db, now()), 200);
});
