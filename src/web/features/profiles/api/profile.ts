import { queryOptions } from '@tanstack/react-query';
import {
  handleAvailabilitySchema,
  type Profile,
  profileSchema,
  type RoleIntent,
  type UpdateProfile,
} from '#shared/contracts/profiles.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { profileKeys } from './profile-keys.ts';

export const meQueryOptions = queryOptions({
  queryKey: profileKeys.me,
  queryFn: ({ signal }) => apiRequest('/api/me', { signal }, profileSchema),
});

export const handleAvailabilityQueryOptions = (handle: string) =>
  queryOptions({
    queryKey: profileKeys.handle(handle),
    queryFn: ({ signal }) =>
      apiRequest(`/api/handles/${encodeURIComponent(handle)}`, { signal }, handleAvailabilitySchema),
    staleTime: 10_000,
  });

export const saveRoleIntent = (roleIntent: RoleIntent): Promise<Profile> =>
  apiRequest('/api/me/role-intent', { method: 'PUT', body: { roleIntent } }, profileSchema);

export const updateProfile = (changes: UpdateProfile): Promise<Profile> =>
  apiRequest('/api/me/profile', { method: 'PATCH', body: changes }, profileSchema);
