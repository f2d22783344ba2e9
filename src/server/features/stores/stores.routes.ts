import { createRoute, z } from '@hono/zod-openapi';
import { text } from '#shared/contracts/common.ts';
import {
  publicStoreSchema,
  publishThemeSchema,
  storeContentUpdateSchema,
  storeProfileUpdateSchema,
  storeStatsSchema,
  storeVisitSchema,
  storeVisitsSchema,
} from '#shared/contracts/stores.ts';
import { createRouter } from '../../app-context.ts';
import { errorContent as failure, jsonBody, jsonContent as json } from '../../lib/openapi.ts';
import { clientIp } from '../../lib/client-ip.ts';
import { readUpload } from '../../lib/uploads.ts';
import { getSessionUser, requireUser } from '../auth/auth.session.ts';
import {
  followStore,
  getOwnStore,
  getOwnStoreVisits,
  getStoreByHandle,
  getStoreById,
  getStoreStats,
  publishStoreTheme,
  recordStoreVisit,
  removeStoreBanner,
  setStoreAvatar,
  setStoreBanner,
  updateStoreContent,
  updateStoreProfile,
} from './stores.service.ts';
import { storeVisitor } from './visitor-cookie.ts';

export const STORE_IMAGE_UPLOAD_PATH = /^\/api\/me\/store\/(avatar|banner)$/;
export const MAX_AVATAR_BYTES = 5 * 1024 * 1024;
export const MAX_STORE_IMAGE_BYTES = 10 * 1024 * 1024;

const storeId = z.object({ id: text().max(100) });
const ownerErrors = { 401: failure('Not signed in.'), 403: failure('No store yet.') };
const imageForm = (field: string) => ({
  body: {
    required: true,
    content: {
      'multipart/form-data': {
        schema: z.object({ [field]: z.any().optional().openapi({ type: 'string', format: 'binary' }) }),
      },
    },
  },
});

const byHandle = createRoute({
  method: 'get',
  path: '/stores/by-handle/{handle}',
  tags: ['stores'],
  summary: 'A creator store by handle (ignoring case)',
  request: { params: z.object({ handle: text().max(100) }) },
  responses: { 200: json(publicStoreSchema, 'The store.'), 404: failure('Creator not found.') },
});

const byId = createRoute({
  method: 'get',
  path: '/stores/{id}',
  tags: ['stores'],
  summary: 'A creator store by id',
  request: { params: storeId },
  responses: { 200: json(publicStoreSchema, 'The store.'), 404: failure('Creator not found.') },
});

const own = createRoute({
  method: 'get',
  path: '/me/store',
  tags: ['stores'],
  summary: "The signed-in creator's store",
  responses: { 200: json(publicStoreSchema, 'The store.'), ...ownerErrors },
});

const uploadAvatar = createRoute({
  method: 'post',
  path: '/me/store/avatar',
  tags: ['stores'],
  summary: "Upload the store's avatar (JPEG, PNG or WebP, at most 5 MB)",
  request: imageForm('avatar'),
  responses: {
    200: json(publicStoreSchema, 'The store.'),
    413: failure('Larger than 5 MB.'),
    422: failure('Not an image.'),
    ...ownerErrors,
  },
});

const uploadBanner = createRoute({
  method: 'post',
  path: '/me/store/banner',
  tags: ['stores'],
  summary: "Upload the store's banner (JPEG, PNG or WebP, at most 10 MB; cropped to 3:1)",
  request: imageForm('banner'),
  responses: {
    200: json(publicStoreSchema, 'The store.'),
    413: failure('Larger than 10 MB.'),
    422: failure('Not an image.'),
    ...ownerErrors,
  },
});

const deleteBanner = createRoute({
  method: 'delete',
  path: '/me/store/banner',
  tags: ['stores'],
  summary: "Remove the store's banner",
  responses: { 200: json(publicStoreSchema, 'The store.'), ...ownerErrors },
});

const profile = createRoute({
  method: 'patch',
  path: '/me/store/profile',
  tags: ['stores'],
  summary: 'Edit the public profile: name and bio',
  request: jsonBody(storeProfileUpdateSchema),
  responses: { 200: json(publicStoreSchema, 'The store.'), 422: failure('Not valid.'), ...ownerErrors },
});

const content = createRoute({
  method: 'patch',
  path: '/me/store/content',
  tags: ['stores'],
  summary: "Edit the store's content: announcement, featured collection title, links",
  request: jsonBody(storeContentUpdateSchema),
  responses: { 200: json(publicStoreSchema, 'The store.'), 422: failure('Not valid.'), ...ownerErrors },
});

const theme = createRoute({
  method: 'put',
  path: '/me/store/theme',
  tags: ['stores'],
  summary: 'Publish a theme as the one buyers see the store in (null to stop)',
  request: jsonBody(publishThemeSchema),
  responses: { 200: json(publicStoreSchema, 'The store.'), 422: failure('Not a valid theme.'), ...ownerErrors },
});

const visit = createRoute({
  method: 'post',
  path: '/stores/{id}/visits',
  tags: ['stores'],
  summary: 'Count a visit to a store today, per utm_source',
  request: { params: storeId, ...jsonBody(storeVisitSchema) },
  responses: {
    204: { description: 'Counted, or already counted for this visitor today.' },
    404: failure('Creator not found.'),
    422: failure('Not valid.'),
    429: failure('Too many visits from this network.'),
  },
});

const visits = createRoute({
  method: 'get',
  path: '/me/store/visits',
  tags: ['stores'],
  summary: "Visits to the signed-in creator's store per day and utm_source, the last 90 days",
  responses: { 200: json(storeVisitsSchema, 'Visits.'), ...ownerErrors },
});

const stats = createRoute({
  method: 'get',
  path: '/stores/{id}/stats',
  tags: ['stores'],
  summary: 'Followers, products, rating, sales and badges of a store',
  request: { params: storeId },
  responses: { 200: json(storeStatsSchema, 'The figures.'), 404: failure('Creator not found.') },
});

const followResult = z.object({ following: z.boolean(), followers: z.number().int() });
const followRoute = (method: 'put' | 'delete') =>
  createRoute({
    method,
    path: '/stores/{id}/follow',
    tags: ['stores'],
    summary: method === 'put' ? 'Follow a store' : 'Stop following a store',
    request: { params: storeId },
    responses: {
      200: json(followResult, 'Whether you follow it now.'),
      401: failure('Not signed in.'),
      404: failure('Creator not found.'),
      422: failure('Your own store.'),
    },
  });

export const storeRoutes = createRouter()
  .openapi(byHandle, async (c) => {
    const { database, media } = c.get('deps');
    return c.json(await getStoreByHandle(database.db, media, c.req.valid('param').handle), 200);
  })
  .openapi(byId, async (c) => {
    const { database, media } = c.get('deps');
    return c.json(await getStoreById(database.db, media, c.req.valid('param').id), 200);
  })
  .openapi(own, async (c) => {
    const user = await requireUser(c);
    const { database, media } = c.get('deps');
    return c.json(await getOwnStore(database.db, media, user.id), 200);
  })
  .openapi(uploadAvatar, async (c) => {
    const user = await requireUser(c);
    const bytes = await readUpload(c.req.valid('form').avatar, {
      field: 'avatar',
      maxBytes: MAX_AVATAR_BYTES,
      noun: 'an image',
    });
    const { database, media } = c.get('deps');
    return c.json(await setStoreAvatar(database.db, media, user.id, bytes), 200);
  })
  .openapi(uploadBanner, async (c) => {
    const user = await requireUser(c);
    const bytes = await readUpload(c.req.valid('form').banner, {
      field: 'banner',
      maxBytes: MAX_STORE_IMAGE_BYTES,
      noun: 'an image',
    });
    const { database, media } = c.get('deps');
    return c.json(await setStoreBanner(database.db, media, user.id, bytes), 200);
  })
  .openapi(deleteBanner, async (c) => {
    const user = await requireUser(c);
    const { database, media } = c.get('deps');
    return c.json(await removeStoreBanner(database.db, media, user.id), 200);
  })
  .openapi(profile, async (c) => {
    const user = await requireUser(c);
    const { database, media } = c.get('deps');
    return c.json(await updateStoreProfile(database.db, media, user.id, c.req.valid('json')), 200);
  })
  .openapi(content, async (c) => {
    const user = await requireUser(c);
    const { database, media } = c.get('deps');
    return c.json(await updateStoreContent(database.db, media, user.id, c.req.valid('json')), 200);
  })
  .openapi(theme, async (c) => {
    const user = await requireUser(c);
    const { database, media } = c.get('deps');
    return c.json(await publishStoreTheme(database.db, media, user.id, c.req.valid('json').theme), 200);
  })
  .openapi(visit, async (c) => {
    const { database, env, now } = c.get('deps');
    const user = await getSessionUser(c);
    const { visitor, setCookie } = storeVisitor(c, user?.id ?? null, now(), env.publicOrigin.startsWith('https://'));
    await recordStoreVisit(
      database.db,
      { storeId: c.req.valid('param').id, utmSource: c.req.valid('json').utmSource, visitor, ip: clientIp(c) },
      now(),
    );
    if (setCookie) c.header('set-cookie', setCookie, { append: true });
    return c.body(null, 204);
  })
  .openapi(visits, async (c) => {
    const user = await requireUser(c);
    const { database, now } = c.get('deps');
    return c.json(await getOwnStoreVisits(database.db, user.id, now()), 200);
  })
  .openapi(stats, async (c) => {
    const viewer = await getSessionUser(c);
    const { database, now } = c.get('deps');
    const { id } = c.req.valid('param');
    return c.json(await getStoreStats(database.db, id, viewer?.id ?? null, now()), 200);
  })
  .openapi(followRoute('put'), async (c) => {
    const user = await requireUser(c);
    return c.json(await followStore(c.get('deps').database.db, c.req.valid('param').id, user.id, true), 200);
  })
  .openapi(followRoute('delete'), async (c) => {
    const user = await requireUser(c);
    return c.json(await followStore(c.get('deps').database.db, c.req.valid('param').id, user.id, false), 200);
  });
