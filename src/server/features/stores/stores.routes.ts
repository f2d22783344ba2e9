import { createRoute, z } from '@hono/zod-openapi';
import { publicStoreSchema } from '#shared/contracts/onboarding.ts';
import { createRouter } from '../../app-context.ts';
import { AppError } from '../../lib/errors.ts';
import { errorContent as failure, jsonContent } from '../../lib/openapi.ts';
import { requireUser } from '../auth/auth.session.ts';
import { setStoreAvatar } from './stores.service.ts';

export const AVATAR_UPLOAD_PATH = /^\/api\/me\/store\/avatar$/;
export const MAX_AVATAR_BYTES = 5 * 1024 * 1024;


const uploadAvatar = createRoute({
  method: 'post',
  path: '/me/store/avatar',
  tags: ['stores'],
  summary: "Upload the creator store's avatar (JPEG, PNG or WebP, at most 5 MB)",
  request: {
    body: {
      required: true,
      content: { 'multipart/form-data': { schema: z.object({ avatar: z.any().optional().openapi({ type: 'string', format: 'binary' }) }) } },
    },
  },
  responses: {
    200: jsonContent(publicStoreSchema, 'The store with its new avatar.'),
    401: failure('Not signed in.'),
    403: failure('No store yet.'),
    413: failure('Larger than 5 MB.'),
    422: failure('Not an image.'),
  },
});

export const storeRoutes = createRouter().openapi(uploadAvatar, async (c) => {
  const user = await requireUser(c);
  const file = c.req.valid('form').avatar as unknown;
  if (!(file instanceof File)) throw new AppError('validation_failed', 'Choose an image to upload.', { avatar: ['Choose an image to upload.'] });
  if (file.size > MAX_AVATAR_BYTES) throw new AppError('payload_too_large', 'The image is larger than 5 MB.');
  const { database, media } = c.get('deps');
  return c.json(await setStoreAvatar(database.db, media, user.id, new Uint8Array(await file.arrayBuffer())), 200);
});
