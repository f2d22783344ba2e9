import { profileEndpoints } from '#shared/endpoints/profiles.ts';
import { createRouter } from '../../app-context.ts';
import { getSessionUser } from '../auth/auth.session.ts';
import { checkHandle, getOwnProfile, setOwnRoleIntent, updateOwnProfile } from './profiles.service.ts';

export const profileRoutes = createRouter()
  .serve(profileEndpoints.me, async (c) => c.json(await getOwnProfile(c.get('deps').database.db, c.var.user), 200))
  .serve(profileEndpoints.update, async (c) =>
    c.json(await updateOwnProfile(c.get('deps').database.db, c.var.user, c.req.valid('json')), 200),
  )
  .serve(profileEndpoints.setRoleIntent, async (c) =>
    c.json(await setOwnRoleIntent(c.get('deps').database.db, c.var.user, c.req.valid('json').roleIntent), 200),
  )
  .serve(profileEndpoints.handle, async (c) => {
    const user = await getSessionUser(c);
    return c.json(await checkHandle(c.get('deps').database.db, c.req.valid('param').handle, user?.id), 200);
  });
