import { createRoute } from '@hono/zod-openapi';
import { discoverQuerySchema, discoverResultSchema } from '#shared/contracts/stores.ts';
import { createRouter } from '../../app-context.ts';
import { errorContent as failure, jsonContent as json } from '../../lib/openapi.ts';
import { discover } from './discovery.service.ts';

const shop = createRoute({
  method: 'get',
  path: '/shop/discover',
  tags: ['stores'],
  summary: "Search creators' stores and the products in them; without a query, the featured stores and newest picks",
  request: { query: discoverQuerySchema },
  responses: { 200: json(discoverResultSchema, 'Stores and products.'), 422: failure('Not valid.') },
});

export const discoveryRoutes = createRouter().openapi(shop, async (c) => {
  const { database, media } = c.get('deps');
  return c.json(await discover(database.db, media, c.req.valid('query')), 200);
});
