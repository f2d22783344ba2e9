import { profileEndpoints } from '#shared/endpoints/profiles.ts';
import { createRouter } from '../../router.ts';
import { getSessionUser } from '../auth/auth.session.ts';
import { checkHandle, getOwnProfile, setOwnRoleIntent, updateOwnProfile } from './profiles.service.ts';

export const profileRoutes = createRouter()
  .serve(profileEndpoints.me, async (c) => {
    const { database, now } = c.get('deps');
    return c.json(await getOwnProfile(database.db, c.var.user, now()), 200);
  })
  .serve(profileEndpoints.update, async (c) => {
    const { database, now } = c.get('deps');
    return c.json(await updateOwnProfile(database.db, c.var.user, c.req.valid('json'), now()), 200);
  })
  .serve(profileEndpoints.setRoleIntent, async (c) => {
    const { database, now } = c.get('deps');
    return c.json(await setOwnRoleIntent(database.db, c.var.user, c.req.valid('json').roleIntent, now()), 200);
  })
  .serve(profileEndpoints.handle, async (c) => {
    const user = await getSessionUser(c);
    return c.json(await checkHandle(c.get('deps').database.db, c.req.valid('param').handle, user?.id), 200);
  });
