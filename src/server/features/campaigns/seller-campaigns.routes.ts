import { createRoute, z } from '@hono/zod-openapi';
import {
  campaignInputSchema,
  campaignUpdateSchema,
  MAX_BANNER_BYTES,
  participantListSchema,
  reviewDecisionSchema,
  reviewResultSchema,
  sellerCampaignListSchema,
  sellerCampaignSchema,
} from '#shared/contracts/campaigns.ts';
import { createRouter } from '../../app-context.ts';
import { errorContent as failure, jsonBody, jsonContent as json } from '../../lib/openapi.ts';
import { readUpload } from '../../lib/uploads.ts';
import { requireUser } from '../auth/auth.session.ts';
import { campaignId, signedOut } from './campaigns.routes.ts';
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

export const CAMPAIGN_BANNER_UPLOAD_PATH = /^\/api\/seller\/campaigns\/\d+\/banner$/;

const sellerErrors = {
  401: signedOut,
  403: failure('Not a seller.'),
  404: failure('No such campaign, or another seller’s.'),
};

const ownList = createRoute({
  method: 'get',
  path: '/seller/campaigns',
  tags: ['campaigns'],
  summary: 'The signed-in seller’s campaigns with participants, submissions and payouts',
  responses: {
    200: json(sellerCampaignListSchema, 'Every campaign, newest first.'),
    401: signedOut,
    403: failure('Not a seller.'),
  },
});

const ownOne = createRoute({
  method: 'get',
  path: '/seller/campaigns/{id}',
  tags: ['campaigns'],
  summary: 'One of the seller’s campaigns, to edit',
  request: { params: campaignId },
  responses: { 200: json(sellerCampaignSchema, 'The campaign.'), ...sellerErrors },
});

const create = createRoute({
  method: 'post',
  path: '/seller/campaigns',
  tags: ['campaigns'],
  summary: 'Post a campaign, as a draft or open at once',
  request: jsonBody(campaignInputSchema),
  responses: {
    201: json(sellerCampaignSchema, 'The campaign.'),
    401: signedOut,
    403: failure('Not a seller.'),
    422: failure('Not valid (hashtags start with #, the deadline is today or later).'),
  },
});

const update = createRoute({
  method: 'patch',
  path: '/seller/campaigns/{id}',
  tags: ['campaigns'],
  summary: 'Edit a campaign, or publish a draft (`status: "open"`)',
  request: { params: campaignId, ...jsonBody(campaignUpdateSchema) },
  responses: {
    200: json(sellerCampaignSchema, 'The campaign.'),
    409: failure('Closed.'),
    422: failure('Not valid.'),
    ...sellerErrors,
  },
});

const close = createRoute({
  method: 'post',
  path: '/seller/campaigns/{id}/close',
  tags: ['campaigns'],
  summary: 'Close an open campaign: nobody joins or submits any more',
  request: { params: campaignId },
  responses: { 200: json(sellerCampaignSchema, 'The campaign, closed.'), 409: failure('A draft.'), ...sellerErrors },
});

const remove = createRoute({
  method: 'delete',
  path: '/seller/campaigns/{id}',
  tags: ['campaigns'],
  summary: 'Delete a campaign with its participants, unless creators were already paid for it',
  request: { params: campaignId },
  responses: {
    204: { description: 'Deleted.' },
    409: failure('Creators were paid; close it instead.'),
    ...sellerErrors,
  },
});

const banner = createRoute({
  method: 'post',
  path: '/seller/campaigns/{id}/banner',
  tags: ['campaigns'],
  summary: 'Upload the banner (JPEG, PNG or WebP, at most 10 MB; cropped to 3:1)',
  request: {
    params: campaignId,
    body: {
      required: true,
      content: {
        'multipart/form-data': {
          schema: z.object({ banner: z.any().optional().openapi({ type: 'string', format: 'binary' }) }),
        },
      },
    },
  },
  responses: {
    200: json(sellerCampaignSchema, 'The campaign.'),
    413: failure('Larger than 10 MB.'),
    422: failure('Not an image.'),
    ...sellerErrors,
  },
});

const participants = createRoute({
  method: 'get',
  path: '/seller/campaigns/{id}/participants',
  tags: ['campaigns'],
  summary: 'Who joined the campaign, with their submitted posts',
  request: { params: campaignId },
  responses: { 200: json(participantListSchema, 'Submissions first, then the newest.'), ...sellerErrors },
});

const review = createRoute({
  method: 'post',
  path: '/seller/campaign-participants/{participantId}/review',
  tags: ['campaigns'],
  summary:
    'Approve a submitted post (paying cash into the creator’s ledger, or placing the ₹0 gift order) or reject it with a note',
  request: { params: z.object({ participantId: z.uuid('Not a participant id.') }), ...jsonBody(reviewDecisionSchema) },
  responses: {
    200: json(reviewResultSchema, 'The participant and the campaign’s new figures.'),
    401: signedOut,
    403: failure('Not a seller.'),
    404: failure('No such participant among the seller’s campaigns.'),
    409: failure('Not submitted, already reviewed, or the gift is out of stock.'),
    422: failure('Not valid.'),
  },
});

export const sellerCampaignRoutes = createRouter()
  .openapi(ownList, async (c) => {
    const user = await requireUser(c);
    const { database, media, now } = c.get('deps');
    return c.json({ campaigns: await listOwnCampaigns(database.db, media, user.id, now()) }, 200);
  })
  .openapi(ownOne, async (c) => {
    const user = await requireUser(c);
    const { database, media, now } = c.get('deps');
    return c.json(await getOwnCampaign(database.db, media, user.id, c.req.valid('param').id, now()), 200);
  })
  .openapi(create, async (c) => {
    const user = await requireUser(c);
    const { database, media, now } = c.get('deps');
    return c.json(await createCampaign(database.db, media, user.id, c.req.valid('json'), now()), 201);
  })
  .openapi(update, async (c) => {
    const user = await requireUser(c);
    const { database, media, now } = c.get('deps');
    return c.json(
      await updateCampaign(database.db, media, user.id, c.req.valid('param').id, c.req.valid('json'), now()),
      200,
    );
  })
  .openapi(close, async (c) => {
    const user = await requireUser(c);
    const { database, media, now } = c.get('deps');
    return c.json(await closeCampaign(database.db, media, user.id, c.req.valid('param').id, now()), 200);
  })
  .openapi(remove, async (c) => {
    const user = await requireUser(c);
    await deleteCampaign(c.get('deps').database.db, user.id, c.req.valid('param').id);
    return c.body(null, 204);
  })
  .openapi(banner, async (c) => {
    const user = await requireUser(c);
    const { database, media, now } = c.get('deps');
    // Whose campaign it is, before the work of reading and resizing the upload.
    const campaign = await requireOwnCampaign(database.db, user.id, c.req.valid('param').id);
    const bytes = await readUpload((c.req.valid('form') as { banner?: unknown }).banner, {
      field: 'banner',
      maxBytes: MAX_BANNER_BYTES,
      noun: 'an image',
    });
    return c.json(await setCampaignBanner(database.db, media, campaign, bytes, now()), 200);
  })
  .openapi(participants, async (c) => {
    const user = await requireUser(c);
    const { database, media } = c.get('deps');
    const campaign = await requireOwnCampaign(database.db, user.id, c.req.valid('param').id);
    return c.json({ participants: await listParticipants(database.db, media, campaign) }, 200);
  })
  .openapi(review, async (c) => {
    const user = await requireUser(c);
    const { database, media, now } = c.get('deps');
    return c.json(
      await reviewSubmission(
        database.db,
        media,
        user.id,
        c.req.valid('param').participantId,
        c.req.valid('json'),
        now(),
      ),
      200,
    );
  });
