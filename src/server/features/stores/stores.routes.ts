import { MAX_AVATAR_BYTES, MAX_STORE_IMAGE_BYTES } from '#shared/contracts/stores.ts';
import { storeEndpoints } from '#shared/endpoints/stores.ts';
import { createRouter, serviceContext } from '../../router.ts';
import { clientIp } from '../../lib/request-ip.ts';
import { readUpload } from '../../lib/uploads.ts';
import { getSessionUser } from '../auth/auth.session.ts';
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

export const storeRoutes = createRouter()
  .serve(storeEndpoints.byHandle, async (c) => {
    return c.json(await getStoreByHandle(serviceContext(c), c.req.valid('param').handle), 200);
  })
  .serve(storeEndpoints.byId, async (c) => {
    return c.json(await getStoreById(serviceContext(c), c.req.valid('param').id), 200);
  })
  .serve(storeEndpoints.own, async (c) => {
    return c.json(await getOwnStore(serviceContext(c), c.var.user.id), 200);
  })
  .serve(storeEndpoints.uploadAvatar, async (c) => {
    const bytes = await readUpload(c.req.valid('form').avatar, {
      field: 'avatar',
      maxBytes: MAX_AVATAR_BYTES,
      noun: 'image',
    });
    return c.json(await setStoreAvatar(serviceContext(c), c.var.user.id, bytes), 200);
  })
  .serve(storeEndpoints.uploadBanner, async (c) => {
    const bytes = await readUpload(c.req.valid('form').banner, {
      field: 'banner',
      maxBytes: MAX_STORE_IMAGE_BYTES,
      noun: 'image',
    });
    return c.json(await setStoreBanner(serviceContext(c), c.var.user.id, bytes), 200);
  })
  .serve(storeEndpoints.removeBanner, async (c) => {
    return c.json(await removeStoreBanner(serviceContext(c), c.var.user.id), 200);
  })
  .serve(storeEndpoints.updateProfile, async (c) => {
    return c.json(await updateStoreProfile(serviceContext(c), c.var.user.id, c.req.valid('json')), 200);
  })
  .serve(storeEndpoints.updateContent, async (c) => {
    return c.json(await updateStoreContent(serviceContext(c), c.var.user.id, c.req.valid('json')), 200);
  })
  .serve(storeEndpoints.publishTheme, async (c) => {
    return c.json(await publishStoreTheme(serviceContext(c), c.var.user.id, c.req.valid('json').theme), 200);
  })
  .serve(storeEndpoints.recordVisit, async (c) => {
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
  .serve(storeEndpoints.visits, async (c) => {
    const { database, now } = c.get('deps');
    return c.json(await getOwnStoreVisits(database.db, c.var.user.id, now()), 200);
  })
  .serve(storeEndpoints.stats, async (c) => {
    const viewer = await getSessionUser(c);
    const { database, now } = c.get('deps');
    const { id } = c.req.valid('param');
    return c.json(await getStoreStats(database.db, id, viewer?.id ?? null, now()), 200);
  })
  .serve(storeEndpoints.follow, async (c) =>
    c.json(
      await followStore(c.get('deps').database.db, c.req.valid('param').id, c.var.user.id, true, c.get('deps').now()),
      200,
    ),
  )
  .serve(storeEndpoints.unfollow, async (c) =>
    c.json(
      await followStore(c.get('deps').database.db, c.req.valid('param').id, c.var.user.id, false, c.get('deps').now()),
      200,
    ),
  );
