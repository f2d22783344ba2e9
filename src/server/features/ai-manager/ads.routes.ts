import { aiManagerEndpoints } from '#shared/endpoints/ai-manager.ts';
import { createRouter, serviceContext } from '../../router.ts';
import { listAds } from './ads.service.ts';

export const adRoutes = createRouter().serve(aiManagerEndpoints.ads, async (c) => {
  return c.json({ items: await listAds(serviceContext(c)) }, 200);
});
