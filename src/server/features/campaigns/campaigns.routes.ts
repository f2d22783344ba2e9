import { createRoute, z } from '@hono/zod-openapi';
import {
  campaignInputSchema,
  campaignListSchema,
  campaignQuerySchema,
  campaignSchema,
  campaignUpdateSchema,
  joinCampaignSchema,
  MAX_BANNER_BYTES,
  myCampaignsSchema,
  participantListSchema,
  participationResultSchema,
  reviewDecisionSchema,
  reviewResultSchema,
  sellerCampaignListSchema,
  sellerCampaignSchema,
  submissionSchema,
} from '#shared/contracts/campaigns.ts';
import { PG_INTEGER_MAX } from '#shared/contracts/common.ts';
import { createRouter } from '../../app-context.ts';
import { errorContent as failure, jsonBody, jsonContent as json } from '../../lib/openapi.ts';
import { readUpload } from '../../lib/uploads.ts';
import { getSessionUser, requireUser } from '../auth/auth.session.ts';
import {
  closeCampaign,
  createCampaign,
  deleteCampaign,
  getCampaign,
  getOwnCampaign,
  listCampaigns,
  listOwnCampaigns,
  requireOwnCampaign,
  setCampaignBanner,
  updateCampaign,
} from './campaigns.service.ts';
import {
  joinCampaign,
  listMyCampaigns,
  listParticipants,
  reviewSubmission,
  submitPost,
} from './participation.service.ts';

export const CAMPAIGN_BANNER_UPLOAD_PATH = /^\/api\/seller\/campaigns\/\d+\/banner$/;

const campaignId = z.object({ id: z.coerce.number().int().positive().max(PG_INTEGER_MAX) });
const signedOut = failure('Not signed in.');
const sellerErrors = {
  401: signedOut,
  403: failure('Not a seller.'),
  404: failure('No such campaign, or another seller’s.'),
};
const creatorErrors = {
  401: signedOut,
  403: failure('No store yet.'),
  404: failure('No such campaign.'),
  409: failure('Closed, or not possible now.'),
};

const list = createRoute({
  method: 'get',
  path: '/campaigns',
  tags: ['campaigns'],
  summary: 'Open (or closed) campaigns, filtered by payout type and words, sorted by deadline, payout or newest',
  request: { query: campaignQuerySchema },
  responses: { 200: json(campaignListSchema, 'Up to 100 campaigns.'), 422: failure('Not a valid query.') },
});

const one = createRoute({
  method: 'get',
  path: '/campaigns/{id}',
  tags: ['campaigns'],
  summary: 'One campaign (a draft only for its seller)',
  request: { params: campaignId },
  responses: { 200: json(campaignSchema, 'The campaign.'), 404: failure('No such campaign.') },
});

const mine = createRoute({
  method: 'get',
  path: '/me/campaigns',
  tags: ['campaigns'],
  summary: 'The signed-in creator’s campaigns and where they stand in each',
  responses: {
    200: json(myCampaignsSchema, 'Joined campaigns, newest first.'),
    401: signedOut,
    403: failure('No store yet.'),
  },
});

const join = createRoute({
  method: 'post',
  path: '/campaigns/{id}/join',
  tags: ['campaigns'],
  summary: 'Join an open campaign (a gift campaign needs the address to ship it to); joining twice changes nothing',
  request: { params: campaignId, ...jsonBody(joinCampaignSchema) },
  responses: {
    200: json(participationResultSchema, 'Already taking part.'),
    201: json(participationResultSchema, 'Joined: the campaign with its new joined count.'),
    422: failure('No address for a gift campaign, or not valid.'),
    ...creatorErrors,
  },
});

const submit = createRoute({
  method: 'post',
  path: '/campaigns/{id}/submission',
  tags: ['campaigns'],
  summary: 'Submit (or resubmit after changes were asked) the https link of the post',
  request: { params: campaignId, ...jsonBody(submissionSchema) },
  responses: {
    200: json(participationResultSchema, 'Submitted.'),
    422: failure('Not an https link.'),
    ...creatorErrors,
  },
});

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

export const campaignRoutes = createRouter()
  .openapi(list, async (c) => {
    const { database, media, now } = c.get('deps');
    return c.json({ campaigns: await listCampaigns(database.db, media, c.req.valid('query'), now()) }, 200);
  })
  .openapi(one, async (c) => {
    const user = await getSessionUser(c);
    const { database, media, now } = c.get('deps');
    return c.json(await getCampaign(database.db, media, c.req.valid('param').id, user?.id ?? null, now()), 200);
  })
  .openapi(mine, async (c) => {
    const user = await requireUser(c);
    const { database, media, now } = c.get('deps');
    return c.json(await listMyCampaigns(database.db, media, user.id, now()), 200);
  })
  .openapi(join, async (c) => {
    const user = await requireUser(c);
    const { database, media, now } = c.get('deps');
    const { created, ...result } = await joinCampaign(
      database.db,
      media,
      user.id,
      c.req.valid('param').id,
      c.req.valid('json'),
      now(),
    );
    return created ? c.json(result, 201) : c.json(result, 200);
  })
  .openapi(submit, async (c) => {
    const user = await requireUser(c);
    const { database, media, now } = c.get('deps');
    return c.json(
      await submitPost(database.db, media, user.id, c.req.valid('param').id, c.req.valid('json'), now()),
      200,
    );
  })
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
