import { createRoute, z } from '@hono/zod-openapi';
import { text } from '#shared/contracts/common.ts';
import { sellerOrderLineSchema } from '#shared/contracts/fulfilment.ts';
import { orderSchema } from '#shared/contracts/orders.ts';
import {
  MAX_RETURN_PHOTO_BYTES,
  MAX_RETURN_PHOTOS,
  returnDecisionSchema,
  returnRequestInputSchema,
} from '#shared/contracts/returns.ts';
import { createRouter } from '../../app-context.ts';
import { AppError } from '../../lib/errors.ts';
import { errorContent as failure, jsonBody, jsonContent as json } from '../../lib/openapi.ts';
import { readUpload } from '../../lib/uploads.ts';
import { requireUser } from '../auth/auth.session.ts';
import { tokenHeader, viewer } from './orders.routes.ts';
import { decideReturn, requestReturn } from './returns.service.ts';

export const RETURN_UPLOAD_PATH = /^\/api\/orders\/[^/]+\/lines\/[^/]+\/returns$/;
/** Every photo at its limit, plus room for the multipart framing and the text fields. */
export const MAX_RETURN_REQUEST_BYTES = MAX_RETURN_PHOTOS * MAX_RETURN_PHOTO_BYTES + 64 * 1024;

const requestRoute = createRoute({
  method: 'post',
  path: '/orders/{id}/lines/{lineId}/returns',
  tags: ['orders'],
  summary: 'Ask to return a delivered item within its return window: a reason, a few words and up to 3 photos',
  description:
    'For the order’s signed-in buyer or a guest holding its token. Photos are JPEG, PNG or WebP of at most 10 MB each, checked by their bytes.',
  request: {
    params: z.object({ id: text().max(100), lineId: text().max(100) }),
    headers: tokenHeader,
    body: {
      required: true,
      content: {
        'multipart/form-data': {
          schema: returnRequestInputSchema.extend({
            photos: z
              .any()
              .optional()
              .openapi({ type: 'array', items: { type: 'string', format: 'binary' }, maxItems: MAX_RETURN_PHOTOS }),
          }),
        },
      },
    },
  },
  responses: {
    201: json(orderSchema, 'The order, the request on its line.'),
    404: failure('No such order or line, or not yours.'),
    409: failure('Not delivered, no returns on this product, the window has closed, or a request is already open.'),
    413: failure('A photo larger than 10 MB.'),
    422: failure('Not valid: reason, details or photos.'),
  },
});

const decideRoute = createRoute({
  method: 'post',
  path: '/seller/returns/{returnId}',
  tags: ['fulfilment'],
  summary:
    'Accept a buyer’s return request (the line is returned, its stock and earnings go back) or reject it with a note',
  request: { params: z.object({ returnId: text().max(100) }), ...jsonBody(returnDecisionSchema) },
  responses: {
    200: json(sellerOrderLineSchema, 'The line after the decision.'),
    401: failure('Not signed in.'),
    403: failure('Not a seller.'),
    404: failure('No such request among the seller’s lines.'),
    409: failure('Already answered.'),
    422: failure('Not valid (a rejection needs a note).'),
  },
});

function tooMany(): AppError {
  const message = `Add at most ${MAX_RETURN_PHOTOS} photos.`;
  return new AppError('validation_failed', message, { photos: [message] });
}

export const returnRoutes = createRouter()
  .openapi(requestRoute, async (c) => {
    const { database, media, signer, now } = c.get('deps');
    const { photos, ...input } = c.req.valid('form') as z.infer<typeof returnRequestInputSchema> & { photos?: unknown };
    const files = photos === undefined ? [] : [photos].flat();
    if (files.length > MAX_RETURN_PHOTOS) throw tooMany();
    const bytes = await Promise.all(
      files.map((file) => readUpload(file, { field: 'photos', maxBytes: MAX_RETURN_PHOTO_BYTES, noun: 'a photo' })),
    );
    const { id, lineId } = c.req.valid('param');
    const command = { orderId: id, lineId, viewer: await viewer(c), input, photos: bytes };
    return c.json(await requestReturn(database.db, media, signer, command, now()), 201);
  })
  .openapi(decideRoute, async (c) => {
    const user = await requireUser(c);
    const { database, media, now } = c.get('deps');
    return c.json(
      await decideReturn(database.db, media, user.id, c.req.valid('param').returnId, c.req.valid('json'), now()),
      200,
    );
  });
