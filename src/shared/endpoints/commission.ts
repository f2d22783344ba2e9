import { commissionTermsSchema } from '../contracts/commission.ts';
import { defineEndpoint } from './define.ts';

/* Haat's commission as its payees read it; operators set it through ops-money.ts. */
export const commissionEndpoints = {
  terms: defineEndpoint({
    method: 'get',
    path: '/commission',
    access: 'public',
    tags: ['commission'],
    summary:
      "The commission rates in force: Haat's share of sellers' base prices (by category) and of creators' markups (anyone)",
    response: { status: 200, schema: commissionTermsSchema, description: 'The rates, and since when.' },
  }),
};
