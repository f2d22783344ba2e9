import { MAX_BANNER_BYTES } from '#shared/contracts/campaigns.ts';
import { sellerCampaignEndpoints } from '#shared/endpoints/campaigns.ts';
import { createRouter, serviceContext } from '../../router.ts';
import { readUpload } from '../../lib/uploads.ts';
import {
  closeCampaign,
  createCampaign,
  deleteCampaign,
  getOwnCampaign,
  listOwnCampaigns,
  requireOwnCampaign,
  setCampaignBanner,
  updateCampaign,
} from './campaigns.service.ts';
import { listParticipants, reviewSubmission } from './participant-review.service.ts';

/* A seller's own campaigns: posting, editing, closing, the banner, and reviewing creators' posts. */

export const sellerCampaignRoutes = createRouter()
  .serve(sellerCampaignEndpoints.list, async (c) => {
    return c.json({ items: await listOwnCampaigns(serviceContext(c), c.var.user.id) }, 200);
  })
  .serve(sellerCampaignEndpoints.get, async (c) => {
    return c.json(await getOwnCampaign(serviceContext(c), c.var.user.id, c.req.valid('param').id), 200);
  })
  .serve(sellerCampaignEndpoints.create, async (c) => {
    return c.json(await createCampaign(serviceContext(c), c.var.user.id, c.req.valid('json')), 201);
  })
  .serve(sellerCampaignEndpoints.update, async (c) => {
    return c.json(
      await updateCampaign(serviceContext(c), c.var.user.id, c.req.valid('param').id, c.req.valid('json')),
      200,
    );
  })
  .serve(sellerCampaignEndpoints.close, async (c) => {
    return c.json(await closeCampaign(serviceContext(c), c.var.user.id, c.req.valid('param').id), 200);
  })
  .serve(sellerCampaignEndpoints.delete, async (c) => {
    await deleteCampaign(c.get('deps').database.db, c.var.user.id, c.req.valid('param').id);
    return c.body(null, 204);
  })
  .serve(sellerCampaignEndpoints.banner, async (c) => {
    const { database } = c.get('deps');
    // Whose campaign it is, before the work of reading and resizing the upload.
    const campaign = await requireOwnCampaign(database.db, c.var.user.id, c.req.valid('param').id);
    const bytes = await readUpload((c.req.valid('form') as { banner?: unknown }).banner, {
      field: 'banner',
      maxBytes: MAX_BANNER_BYTES,
      noun: 'image',
    });
    return c.json(await setCampaignBanner(serviceContext(c), campaign, bytes), 200);
  })
  .serve(sellerCampaignEndpoints.participants, async (c) => {
    const { database } = c.get('deps');
    const campaign = await requireOwnCampaign(database.db, c.var.user.id, c.req.valid('param').id);
    return c.json({ items: await listParticipants(serviceContext(c), campaign) }, 200);
  })
  .serve(sellerCampaignEndpoints.review, async (c) => {
    return c.json(
      await reviewSubmission(serviceContext(c), c.var.user.id, c.req.valid('param').participantId, c.req.valid('json')),
      200,
    );
  });
