import type { z } from '@hono/zod-openapi';
import {
  MAX_RETURN_PHOTO_BYTES,
  MAX_RETURN_PHOTOS,
  returnRequestInputSchema,
} from '#shared/contracts/orders-returns.ts';
import { returnEndpoints } from '#shared/endpoints/orders.ts';
import { createRouter, serviceContext } from '../../router.ts';
import { AppError, phrase } from '../../lib/errors.ts';
import { readUpload } from '../../lib/uploads.ts';
import { viewer } from './orders.routes.ts';
import { decideReturn, requestReturn } from './returns.service.ts';

function tooMany(): AppError {
  const message = phrase(/*i18n*/ 'Add at most {max} photos.', { max: MAX_RETURN_PHOTOS });
  return new AppError('validation_failed', message, { fields: { photos: [message] } });
}

export const returnRoutes = createRouter()
  .serve(returnEndpoints.decide, async (c) => {
    return c.json(
      await decideReturn(serviceContext(c), c.var.user.id, c.req.valid('param').returnId, c.req.valid('json')),
      200,
    );
  })
  .serve(returnEndpoints.request, async (c) => {
    const { photos, ...input } = c.req.valid('form') as z.infer<typeof returnRequestInputSchema> & { photos?: unknown };
    const files = photos === undefined ? [] : [photos].flat();
    if (files.length > MAX_RETURN_PHOTOS) throw tooMany();
    const bytes = await Promise.all(
      files.map((file) => readUpload(file, { field: 'photos', maxBytes: MAX_RETURN_PHOTO_BYTES, noun: 'photo' })),
    );
    const { id, lineId } = c.req.valid('param');
    const command = { orderId: id, lineId, viewer: await viewer(c), input, photos: bytes };
    return c.json(await requestReturn(serviceContext(c), command), 201);
  });
