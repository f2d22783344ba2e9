import { campaignEndpoints } from '#shared/endpoints/campaigns.ts';
import { createRouter } from '../../router.ts';
import { getSessionUser } from '../auth/auth.session.ts';
import { getCampaign, listCampaigns } from './campaigns.service.ts';
import { joinCampaign, listMyCampaigns, submitPost } from './participation.service.ts';

/* Campaigns as anyone sees them, and creators taking part; the seller's routes are in seller-campaigns.routes.ts. */

export const campaignRoutes = createRouter()
  .serve(campaignEndpoints.list, async (c) => {
    const { database, media, now } = c.get('deps');
    return c.json({ items: await listCampaigns(database.db, media, c.req.valid('query'), now()) }, 200);
  })
  .serve(campaignEndpoints.get, async (c) => {
    const user = await getSessionUser(c);
    const { database, media, now } = c.get('deps');
    return c.json(await getCampaign(database.db, media, c.req.valid('param').id, user?.id ?? null, now()), 200);
  })
  .serve(campaignEndpoints.mine, async (c) => {
    const { database, media, now } = c.get('deps');
    return c.json(await listMyCampaigns(database.db, media, c.var.user.id, now()), 200);
  })
  .serve(campaignEndpoints.submit, async (c) => {
    const { database, media, now } = c.get('deps');
    return c.json(
      await submitPost(database.db, media, c.var.user.id, c.req.valid('param').id, c.req.valid('json'), now()),
      200,
    );
  })
  .serve(campaignEndpoints.join, async (c) => {
    const { database, media, now } = c.get('deps');
    const { created, ...result } = await joinCampaign(
      database.db,
      media,
      c.var.user.id,
      c.req.valid('param').id,
      c.req.valid('json'),
      now(),
    );
    return created ? c.json(result, 201) : c.json(result, 200);
  });
