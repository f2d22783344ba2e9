import { createRoute, z } from '@hono/zod-openapi';
import { text } from '#shared/contracts/common.ts';
import {
  handleAvailabilitySchema,
  profileSchema,
  setRoleIntentSchema,
  updateProfileSchema,
} from '#shared/contracts/profiles.ts';
import { createRouter } from '../../app-context.ts';
import { errorContent as failure, jsonBody, jsonContent as json } from '../../lib/openapi.ts';
import { getSessionUser, requireUser } from '../auth/auth.session.ts';
import { checkHandle, getOwnProfile, setOwnRoleIntent, updateOwnProfile } from './profiles.service.ts';

const getMe = createRoute({
  method: 'get',
  path: '/me',
  tags: ['profiles'],
  summary: "The signed-in user's profile",
  responses: { 200: json(profileSchema, 'The profile.'), 401: failure('Not signed in.') },
});

const patchMe = createRoute({
  method: 'patch',
  path: '/me/profile',
  tags: ['profiles'],
  summary: 'Change display name or handle',
  request: jsonBody(updateProfileSchema),
  responses: {
    200: json(profileSchema, 'The updated profile.'),
    401: failure('Not signed in.'),
    409: failure('The handle is taken.'),
    422: failure('Not valid.'),
  },
});

const putRoleIntent = createRoute({
  method: 'put',
  path: '/me/role-intent',
  tags: ['profiles'],
  summary: 'Save what the user is here for (creator, merchant or buyer)',
  request: jsonBody(setRoleIntentSchema),
  responses: {
    200: json(profileSchema, 'The updated profile.'),
    401: failure('Not signed in.'),
    422: failure('Not valid.'),
  },
});

const getHandle = createRoute({
  method: 'get',
  path: '/handles/{handle}',
  tags: ['profiles'],
  summary: 'Whether a creator handle is free',
  request: { params: z.object({ handle: text().max(100) }) },
  responses: { 200: json(handleAvailabilitySchema, 'Availability, with the reason when not available.') },
});

export const profileRoutes = createRouter()
  .openapi(getMe, async (c) => {
    const user = await requireUser(c);
    return c.json(await getOwnProfile(c.get('deps').database.db, user), 200);
  })
  .openapi(patchMe, async (c) => {
    const user = await requireUser(c);
    return c.json(await updateOwnProfile(c.get('deps').database.db, user, c.req.valid('json')), 200);
  })
  .openapi(putRoleIntent, async (c) => {
    const user = await requireUser(c);
    return c.json(await setOwnRoleIntent(c.get('deps').database.db, user, c.req.valid('json').roleIntent), 200);
  })
  .openapi(getHandle, async (c) => {
    const user = await getSessionUser(c);
    return c.json(await checkHandle(c.get('deps').database.db, c.req.valid('param').handle, user?.id), 200);
  });
