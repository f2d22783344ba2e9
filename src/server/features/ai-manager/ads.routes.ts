import { createRoute } from '@hono/zod-openapi';
import { adListSchema } from '#shared/contracts/ai.ts';
import { createRouter } from '../../app-context.ts';
import { jsonContent as json } from '../../lib/openapi.ts';
import { listAds } from './ads.service.ts';

const list = createRoute({
  method: 'get',
  path: '/ads',
  tags: ['ai-manager'],
  summary: 'The ads the AI Manager rotates through: house ads, then open campaigns as sponsored ads',
  responses: { 200: json(adListSchema, 'The ads in rotation order.') },
});

export const adRoutes = createRouter().openapi(list, async (c) => {
  const { database, media, now } = c.get('deps');
  return c.json({ ads: await listAds(database.db, media, now()) }, 200);
});
