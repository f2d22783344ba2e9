/** What other features use of auth: who is signed in. Re-exports only (decision 034). */
export { useSession } from './use-auth.ts';
export { sessionQueryOptions } from './api/session.ts';
