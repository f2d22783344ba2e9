/**
 * What other features use of moderation: what Haat hid or suspended of the signed-in owner's, and the notices that
 * show them why. Re-exports only (decision 034).
 */
export { moderationNoticesQueryOptions } from './api/notices.ts';
export { ModerationNotices } from './components/moderation-notices.tsx';
