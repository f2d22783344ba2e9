import { z } from 'zod';
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
} from '../contracts/campaigns.ts';
import { PG_INTEGER_MAX } from '../contracts/common.ts';
import { defineEndpoint, withFraming } from './define.ts';

/** Paths that more than one method of a resource shares. */
const sellerCampaignsPath = '/seller/campaigns';
const sellerCampaignsIdPath = '/seller/campaigns/{id}';

const campaignId = z.object({ id: z.coerce.number().int().positive().max(PG_INTEGER_MAX) });
const creatorErrors = { 403: 'No store yet.', 404: 'No such campaign.', 409: 'Closed, or not possible now.' } as const;

/** Campaigns as anyone sees them, and creators taking part. */
export const campaignEndpoints = {
  list: defineEndpoint({
    method: 'get',
    path: '/campaigns',
    access: 'public',
    tags: ['campaigns'],
    summary: 'Open (or closed) campaigns, filtered by payout type and words, sorted by deadline, payout or newest',
    query: campaignQuerySchema,
    response: { status: 200, schema: campaignListSchema, description: 'Up to 100 campaigns.' },
    errors: { 422: 'Not a valid query.' },
  }),
  get: defineEndpoint({
    method: 'get',
    path: '/campaigns/{id}',
    access: 'public',
    tags: ['campaigns'],
    summary: 'One campaign (a draft only for its seller)',
    params: campaignId,
    response: { status: 200, schema: campaignSchema, description: 'The campaign.' },
    errors: { 404: 'No such campaign.' },
  }),
  mine: defineEndpoint({
    method: 'get',
    path: '/me/campaigns',
    access: 'signed-in',
    tags: ['campaigns'],
    summary: 'The signed-in creator’s campaigns and where they stand in each',
    response: { status: 200, schema: myCampaignsSchema, description: 'Joined campaigns, newest first.' },
    errors: { 403: 'No store yet.' },
  }),
  join: defineEndpoint({
    method: 'post',
    path: '/campaigns/{id}/join',
    access: 'signed-in',
    tags: ['campaigns'],
    summary: 'Join an open campaign (a gift campaign needs the address to ship it to); joining twice changes nothing',
    params: campaignId,
    body: joinCampaignSchema,
    response: {
      status: 201,
      schema: participationResultSchema,
      description: 'Joined: the campaign with its new joined count.',
      replay: 'Already taking part.',
    },
    errors: { 422: 'No address for a gift campaign, or not valid.', ...creatorErrors },
  }),
  submit: defineEndpoint({
    method: 'post',
    path: '/campaigns/{id}/submission',
    access: 'signed-in',
    tags: ['campaigns'],
    summary: 'Submit (or resubmit after changes were asked) the https link of the post',
    params: campaignId,
    body: submissionSchema,
    response: { status: 200, schema: participationResultSchema, description: 'Submitted.' },
    errors: { 422: 'Not an https link.', ...creatorErrors },
  }),
};

const sellerErrors = { 403: 'Not a seller.', 404: 'No such campaign, or another seller’s.' } as const;
const sellerCampaign = { status: 200, schema: sellerCampaignSchema, description: 'The campaign.' } as const;

/** A seller's own campaigns: posting, editing, closing, the banner, and reviewing creators' posts. */
export const sellerCampaignEndpoints = {
  list: defineEndpoint({
    method: 'get',
    path: sellerCampaignsPath,
    access: 'signed-in',
    tags: ['campaigns'],
    summary: 'The signed-in seller’s campaigns with participants, submissions and payouts',
    response: { status: 200, schema: sellerCampaignListSchema, description: 'Every campaign, newest first.' },
    errors: { 403: 'Not a seller.' },
  }),
  get: defineEndpoint({
    method: 'get',
    path: sellerCampaignsIdPath,
    access: 'signed-in',
    tags: ['campaigns'],
    summary: 'One of the seller’s campaigns, to edit',
    params: campaignId,
    response: sellerCampaign,
    errors: sellerErrors,
  }),
  create: defineEndpoint({
    method: 'post',
    path: sellerCampaignsPath,
    access: 'signed-in',
    tags: ['campaigns'],
    summary: 'Post a campaign, as a draft or open at once',
    body: campaignInputSchema,
    response: { ...sellerCampaign, status: 201 },
    errors: {
      403: 'Not a seller.',
      422: 'Not valid (hashtags start with #, the deadline is today or later).',
    },
  }),
  update: defineEndpoint({
    method: 'patch',
    path: sellerCampaignsIdPath,
    access: 'signed-in',
    tags: ['campaigns'],
    summary: 'Edit a campaign, or publish a draft (`status: "open"`)',
    params: campaignId,
    body: campaignUpdateSchema,
    response: sellerCampaign,
    errors: { 409: 'Closed.', ...sellerErrors },
  }),
  close: defineEndpoint({
    method: 'post',
    path: '/seller/campaigns/{id}/close',
    access: 'signed-in',
    tags: ['campaigns'],
    summary: 'Close an open campaign: nobody joins or submits any more',
    params: campaignId,
    response: { ...sellerCampaign, description: 'The campaign, closed.' },
    errors: { 409: 'A draft.', ...sellerErrors },
  }),
  delete: defineEndpoint({
    method: 'delete',
    path: sellerCampaignsIdPath,
    access: 'signed-in',
    tags: ['campaigns'],
    summary: 'Delete a campaign with its participants, unless creators were already paid for it',
    params: campaignId,
    response: { status: 204, description: 'Deleted.' },
    errors: { 409: 'Creators were paid; close it instead.', ...sellerErrors },
  }),
  banner: defineEndpoint({
    method: 'post',
    path: '/seller/campaigns/{id}/banner',
    access: 'signed-in',
    tags: ['campaigns'],
    summary: 'Upload the banner (JPEG, PNG or WebP, at most 10 MB; cropped to 3:1)',
    params: campaignId,
    form: { files: { banner: 1 }, maxBytes: withFraming(MAX_BANNER_BYTES) },
    response: sellerCampaign,
    errors: {
      413: 'Larger than 10 MB.',
      422: 'Not an image.',
      503: 'The media store does not answer.',
      ...sellerErrors,
    },
  }),
  participants: defineEndpoint({
    method: 'get',
    path: '/seller/campaigns/{id}/participants',
    access: 'signed-in',
    tags: ['campaigns'],
    summary: 'Who joined the campaign, with their submitted posts',
    params: campaignId,
    response: { status: 200, schema: participantListSchema, description: 'Submissions first, then the newest.' },
    errors: sellerErrors,
  }),
  review: defineEndpoint({
    method: 'post',
    path: '/seller/campaign-participants/{participantId}/review',
    access: 'signed-in',
    tags: ['campaigns'],
    summary:
      'Approve a submitted post (paying cash into the creator’s ledger, or placing the ₹0 gift order) or reject it with a note',
    params: z.object({ participantId: z.uuid(/*i18n*/ 'Not a participant id.') }),
    body: reviewDecisionSchema,
    response: {
      status: 200,
      schema: reviewResultSchema,
      description: 'The participant and the campaign’s new figures.',
    },
    errors: {
      403: 'Not a seller.',
      404: 'No such participant among the seller’s campaigns.',
      409: 'Not submitted, already reviewed, or the gift is out of stock.',
    },
  }),
};
