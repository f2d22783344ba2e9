import { z } from 'zod';
import { text } from '../contracts/common.ts';
import {
  handleAvailabilitySchema,
  profileSchema,
  setRoleIntentSchema,
  updateProfileSchema,
} from '../contracts/profiles.ts';
import { defineEndpoint } from './define.ts';

export const profileEndpoints = {
  me: defineEndpoint({
    method: 'get',
    path: '/me',
    access: 'signed-in',
    tags: ['profiles'],
    summary: "The signed-in user's profile",
    response: { status: 200, schema: profileSchema, description: 'The profile.' },
  }),
  update: defineEndpoint({
    method: 'patch',
    path: '/me/profile',
    access: 'signed-in',
    tags: ['profiles'],
    summary: 'Change display name, handle or language',
    body: updateProfileSchema,
    response: { status: 200, schema: profileSchema, description: 'The updated profile.' },
    errors: { 409: 'The handle is taken.' },
  }),
  setRoleIntent: defineEndpoint({
    method: 'put',
    path: '/me/role-intent',
    access: 'signed-in',
    tags: ['profiles'],
    summary: 'Save what the user is here for (creator, merchant or buyer)',
    body: setRoleIntentSchema,
    response: { status: 200, schema: profileSchema, description: 'The updated profile.' },
  }),
  handle: defineEndpoint({
    method: 'get',
    path: '/handles/{handle}',
    access: 'public',
    tags: ['profiles'],
    summary: 'Whether a creator handle is free',
    params: z.object({ handle: text().max(100) }),
    response: {
      status: 200,
      schema: handleAvailabilitySchema,
      description: 'Availability, with the reason when not available.',
    },
  }),
};
