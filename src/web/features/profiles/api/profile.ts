import { queryOptions } from '@tanstack/react-query';
import type { Profile, RoleIntent, UpdateProfile } from '#shared/contracts/profiles.ts';
import { profileEndpoints } from '#shared/endpoints/profiles.ts';
import { callEndpoint } from '#web/lib/call-endpoint.ts';
import { profileKeys } from './profile-keys.ts';

export const meQueryOptions = queryOptions({
  queryKey: profileKeys.me,
  queryFn: ({ signal }) => callEndpoint(profileEndpoints.me, {}, { signal }),
});

export const saveRoleIntent = (roleIntent: RoleIntent): Promise<Profile> =>
  callEndpoint(profileEndpoints.setRoleIntent, { body: { roleIntent } });

export const updateProfile = (changes: UpdateProfile): Promise<Profile> =>
  callEndpoint(profileEndpoints.update, { body: changes });
