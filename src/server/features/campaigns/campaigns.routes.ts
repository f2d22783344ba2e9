import { createRoute, z } from '@hono/zod-openapi';
import {
  campaignListSchema,
  campaignQuerySchema,
  campaignSchema,
  joinCampaignSchema,
  myCampaignsSchema,
  participationResultSchema,
  submissionSchema,
} from '#shared/contracts/campaigns.ts';
import { PG_INTEGER_MAX } from '#shared/contracts/common.ts';
import { createRouter } from '../../app-context.ts';
import { errorContent as failure, jsonBody, jsonContent as json } from '../../lib/openapi.ts';
import { getSessionUser, requireUser } from '../auth/auth.session.ts';
import { getCampaign, listCampaigns } from './campaigns.service.ts';
import { joinCampaign, listMyCampaigns, submitPost } from './participation.service.ts';

/* Campaigns as anyone sees them, and creators taking part; the seller's routes are in seller-campaigns.routes.ts. */

export const campaignId = z.object({ id: z.coerce.number().int().positive().max(PG_INTEGER_MAX) });
export const signedOut = failure('Not signed in.');
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
  });
