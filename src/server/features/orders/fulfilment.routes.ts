import { createRoute, z } from '@hono/zod-openapi';
import { text } from '#shared/contracts/common.ts';
import { creatorDashboardSchema, sellerDashboardSchema } from '#shared/contracts/dashboards.ts';
import { sellerActionSchema, sellerOrderLineSchema, sellerOrderLinesSchema } from '#shared/contracts/fulfilment.ts';
import { ledgerSchema } from '#shared/contracts/ledger.ts';
import { reviewEligibilitySchema, reviewInputSchema } from '#shared/contracts/orders.ts';
import { reviewSchema } from '#shared/contracts/catalog.ts';
import { createRouter } from '../../app-context.ts';
import { errorContent as failure, jsonBody, jsonContent as json } from '../../lib/openapi.ts';
import { getSessionUser, requireUser } from '../auth/auth.session.ts';
import { creatorDashboard, sellerDashboard } from './dashboard.service.ts';
import { actOnLine, listSellerLines } from './fulfilment.service.ts';
import { readOwnLedger } from './ledger.service.ts';
import { orderMailsOf } from './order-mails.ts';
import { canReview, writeReview } from './reviews.service.ts';

const periodQuery = z.object({ days: z.coerce.number().int().min(7).max(365).default(30) });
const signedOut = failure('Not signed in.');

const sellerLines = createRoute({
  method: 'get',
  path: '/seller/orders',
  tags: ['fulfilment'],
  summary: 'The signed-in seller’s own order lines, newest first',
  responses: {
    200: json(sellerOrderLinesSchema, 'Lines with the buyer’s delivery details and the next actions.'),
    401: signedOut,
    403: failure('Not a seller.'),
  },
});

const act = createRoute({
  method: 'post',
  path: '/seller/order-lines/{lineId}',
  tags: ['fulfilment'],
  summary:
    'Confirm, ship, send out for delivery, deliver, fail, take back or cancel (cannot fulfil) one of the seller’s lines',
  request: { params: z.object({ lineId: text().max(100) }), ...jsonBody(sellerActionSchema) },
  responses: {
    200: json(sellerOrderLineSchema, 'The line after the step.'),
    401: signedOut,
    403: failure('Not a seller.'),
    404: failure('No such line among the seller’s.'),
    409: failure('Not possible in the line’s status (or the return window has closed, or it has shipped).'),
    422: failure('Not valid.'),
  },
});

const creatorBoard = createRoute({
  method: 'get',
  path: '/me/dashboard',
  tags: ['dashboard'],
  summary: 'A creator’s sales, visits by source, conversion and earnings ledger',
  request: { query: periodQuery },
  responses: {
    200: json(creatorDashboardSchema, 'The dashboard over the period.'),
    401: signedOut,
    403: failure('No store yet.'),
  },
});

const sellerBoard = createRoute({
  method: 'get',
  path: '/seller/dashboard',
  tags: ['dashboard'],
  summary: 'A seller’s revenue, lines by status, top products, creators and ledger',
  request: { query: periodQuery },
  responses: {
    200: json(sellerDashboardSchema, 'The dashboard over the period.'),
    401: signedOut,
    403: failure('Not a seller.'),
  },
});

const earnings = createRoute({
  method: 'get',
  path: '/me/earnings',
  tags: ['dashboard'],
  summary: 'The signed-in creator’s or seller’s ledger: every entry with its status and payable date',
  request: { query: z.object({ as: z.enum(['creator', 'seller']).default('creator') }) },
  responses: {
    200: json(ledgerSchema, 'Totals by status and every entry.'),
    401: signedOut,
    403: failure('No store or seller account.'),
  },
});

const productParams = z.object({ productId: text().max(100) });

const review = createRoute({
  method: 'post',
  path: '/products/{productId}/reviews',
  tags: ['catalog'],
  summary: 'Review a product delivered to you (once)',
  request: { params: productParams, ...jsonBody(reviewInputSchema) },
  responses: {
    201: json(reviewSchema.omit({ author: true }), 'The review.'),
    401: signedOut,
    403: failure('Nothing of it delivered to you.'),
    409: failure('Already reviewed.'),
    422: failure('Not valid.'),
  },
});

const eligibility = createRoute({
  method: 'get',
  path: '/products/{productId}/review-eligibility',
  tags: ['catalog'],
  summary: 'Whether the visitor may review the product now',
  request: { params: productParams },
  responses: {
    200: json(reviewEligibilitySchema, 'True for a signed-in buyer with a delivered line who has not reviewed it.'),
  },
});

export const fulfilmentRoutes = createRouter()
  .openapi(sellerLines, async (c) => {
    const user = await requireUser(c);
    const { database, media, now } = c.get('deps');
    return c.json({ lines: await listSellerLines(database.db, media, user.id, now()) }, 200);
  })
  .openapi(act, async (c) => {
    const user = await requireUser(c);
    const { database, media, now } = c.get('deps');
    return c.json(
      await actOnLine(
        database.db,
        media,
        orderMailsOf(c),
        user.id,
        c.req.valid('param').lineId,
        c.req.valid('json'),
        now(),
      ),
      200,
    );
  })
  .openapi(creatorBoard, async (c) => {
    const user = await requireUser(c);
    const { database, now } = c.get('deps');
    return c.json(await creatorDashboard(database.db, user.id, c.req.valid('query').days, now()), 200);
  })
  .openapi(sellerBoard, async (c) => {
    const user = await requireUser(c);
    const { database, now } = c.get('deps');
    return c.json(await sellerDashboard(database.db, user.id, c.req.valid('query').days, now()), 200);
  })
  .openapi(earnings, async (c) => {
    const user = await requireUser(c);
    const { database, now } = c.get('deps');
    return c.json(await readOwnLedger(database.db, user.id, c.req.valid('query').as, now()), 200);
  })
  .openapi(review, async (c) => {
    const user = await requireUser(c);
    const { database, now } = c.get('deps');
    return c.json(
      await writeReview(database.db, user.id, c.req.valid('param').productId, c.req.valid('json'), now()),
      201,
    );
  })
  .openapi(eligibility, async (c) => {
    const user = await getSessionUser(c);
    return c.json(
      { canReview: await canReview(c.get('deps').database.db, user?.id ?? null, c.req.valid('param').productId) },
      200,
    );
  });
