import { aiManagerEndpoints } from '#shared/endpoints/ai-manager.ts';
import { createRouter } from '../../router.ts';
import { listAds } from './ads.service.ts';

export const adRoutes = createRouter().serve(aiManagerEndpoints.ads, async (c) => {
  const { database, media, now } = c.get('deps');
  return c.json({ items: await listAds(database.db, media, now()) }, 200);
});
