import {
  auditPageSchema,
  auditQuerySchema,
  moderationInputSchema,
  moderationNoticesSchema,
  moderationResultSchema,
  moderationSearchQuerySchema,
  moderationSearchSchema,
  operatorSchema,
} from '../contracts/ops.ts';
import { defineEndpoint } from './define.ts';

/*
 * The operator console's API. Every `/ops/*` endpoint is `access: 'operator'`: 401 without a session, 403 for
 * anyone who is not an operator (src/server/features/ops/ops-access.test.ts tries every principal on each).
 */
export const opsEndpoints = {
  me: defineEndpoint({
    method: 'get',
    path: '/ops/me',
    access: 'operator',
    tags: ['ops'],
    summary: 'The signed-in operator (a 403 tells the console the caller is not one)',
    response: { status: 200, schema: operatorSchema, description: 'The operator and when they were granted.' },
  }),
  moderate: defineEndpoint({
    method: 'post',
    path: '/ops/moderation',
    access: 'operator',
    tags: ['ops'],
    summary: 'Hides or restores a product, store, review or campaign, or suspends or restores a seller or creator',
    description:
      'The reason (3–500 characters) is shown to the owner, who is also notified, and kept in the audit log. ' +
      'Orders already placed go on. Hiding what is hidden (or restoring what is visible) changes nothing and ' +
      'writes no audit row: `changed` is false.',
    body: moderationInputSchema,
    response: { status: 200, schema: moderationResultSchema, description: 'The subject as it is now.' },
    errors: { 404: 'No such product, store, review, campaign, seller or creator.' },
  }),
  search: defineEndpoint({
    method: 'get',
    path: '/ops/moderation/search',
    access: 'operator',
    tags: ['ops'],
    summary: 'Products, stores, creators, sellers, campaigns and recent reviews matching the words, with their state',
    description: 'Without words: what is hidden or suspended now, then the newest of each kind.',
    query: moderationSearchQuerySchema,
    response: { status: 200, schema: moderationSearchSchema, description: 'Up to 20 of each kind.' },
  }),
  audit: defineEndpoint({
    method: 'get',
    path: '/ops/audit',
    access: 'operator',
    tags: ['ops'],
    summary: 'The audit log of every operator action, newest first, 50 a page',
    query: auditQuerySchema,
    response: { status: 200, schema: auditPageSchema, description: 'A page; `nextBefore` asks for the next one.' },
  }),
};

/** What the signed-in owner sees of Haat's moderation of their things (not an operator endpoint). */
export const moderationNoticeEndpoints = {
  mine: defineEndpoint({
    method: 'get',
    path: '/me/moderation',
    access: 'signed-in',
    tags: ['ops'],
    summary:
      'What Haat has hidden or suspended of the signed-in user’s (products, store, campaigns, reviews, account), with the reasons',
    response: { status: 200, schema: moderationNoticesSchema, description: 'Each hidden or suspended thing.' },
  }),
};
