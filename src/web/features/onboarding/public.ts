/** What other features use of onboarding: the store photo's upload. Re-exports only (decision 034). */
export { uploadStoreAvatar } from './api/onboarding.ts';
