/**
 * What other features use of profiles: the signed-in user's profile, the role chosen before sign-up, and whether a handle or address is free.
 * Re-exports only (decision 034).
 */
export { meQueryOptions } from './api/profile.ts';
export { readRoleIntent } from './role-intent.ts';
export { useAvailability } from './use-availability.ts';
