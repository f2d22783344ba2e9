import { campaignEndpoints } from '#shared/endpoints/campaigns.ts';
import { createRouter, serviceContext } from '../../router.ts';
import { getSessionUser } from '../auth/auth.session.ts';
import { getCampaign, listCampaigns } from './campaigns.service.ts';
import { joinCampaign, listMyCampaigns, submitPost } from './participation.service.ts';

/* Campaigns as anyone sees them, and creators taking part; the seller's routes are in seller-campaigns.routes.ts. */

export const campaignRoutes = createRouter()
  .serve(campaignEndpoints.list, async (c) => {
    return c.json({ items: await listCampaigns(serviceContext(c), c.req.valid('query')) }, 200);
  })
  .serve(campaignEndpoints.get, async (c) => {
    const user = await getSessionUser(c);
    return c.json(await getCampaign(serviceContext(c), c.req.valid('param').id, user?.id ?? null), 200);
  })
  .serve(campaignEndpoints.mine, async (c) => {
    return c.json(await listMyCampaigns(serviceContext(c), c.var.user.id), 200);
  })
  .serve(campaignEndpoints.submit, async (c) => {
    return c.json(
      await submitPost(serviceContext(c), c.var.user.id, c.req.valid('param').id, c.req.valid('json')),
      200,
    );
  })
  .serve(campaignEndpoints.join, async (c) => {
    const { created, ...result } = await joinCampaign(
      serviceContext(c),
      c.var.user.id,
      c.req.valid('param').id,
      c.req.valid('json'),
    );
    return created ? c.json(result, 201) : c.json(result, 200);
  });
