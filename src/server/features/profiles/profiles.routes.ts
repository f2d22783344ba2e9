import { profileEndpoints } from '#shared/endpoints/profiles.ts';
import { createRouter } from '../../router.ts';
import { getSessionUser } from '../auth/auth.session.ts';
import { logProcessing } from '../privacy/privacy.service.ts';
import { checkHandle, getOwnProfile, setOwnRoleIntent, updateOwnProfile } from './profiles.service.ts';

export const profileRoutes = createRouter()
  .serve(profileEndpoints.me, async (c) => {
    const { database, now } = c.get('deps');
    return c.json(await getOwnProfile(database.db, c.var.user, now()), 200);
  })
  .serve(profileEndpoints.update, async (c) => {
    const { database, now } = c.get('deps');
    const changes = c.req.valid('json');
    const profile = await updateOwnProfile(database.db, c.var.user, changes, now());
    // A correction of one's details is a right the processing log keeps a trace of (decision 057).
    await logProcessing(database.db, c.var.user.id, 'details_corrected', now(), { fields: Object.keys(changes) });
    return c.json(profile, 200);
  })
  .serve(profileEndpoints.setRoleIntent, async (c) => {
    const { database, now } = c.get('deps');
    return c.json(await setOwnRoleIntent(database.db, c.var.user, c.req.valid('json').roleIntent, now()), 200);
  })
  .serve(profileEndpoints.handle, async (c) => {
    const user = await getSessionUser(c);
    return c.json(await checkHandle(c.get('deps').database.db, c.req.valid('param').handle, user?.id), 200);
  });
