import { asc, eq } from 'drizzle-orm';
import type { ModerationInput } from '#shared/contracts/ops.ts';
import { moderationNoticeEndpoints, opsEndpoints } from '#shared/endpoints/ops.ts';
import { notificationEndpoints } from '#shared/endpoints/notifications.ts';
import { operatorActions } from '../features/ops/ops.schema.ts';
import { grantOperator } from '../features/ops/operators.service.ts';
import { callEndpoint, dataOf } from './call-endpoint.ts';
import { signedInAccount } from './sign-in.ts';
import type { TestServer } from './test-server.ts';

/** A new account granted the operator role (as `npm run ops:grant` does), signed in: its row and session cookie. */
export async function signedInOperator(server: TestServer, name = 'Haat Ops') {
  const signedIn = await signedInAccount(server, { name });
  await grantOperator(server.database.db, { userId: signedIn.account.id, by: 'test' }, server.deps.now());
  return signedIn;
}

/** POST /api/ops/moderation as the operator signed in with `cookie`. */
export const moderation = (server: TestServer, cookie: string, body: ModerationInput) =>
  callEndpoint(server, opsEndpoints.moderate, { body }, cookie);

/** The audit rows about one subject, oldest first. */
export const auditRowsAbout = (server: TestServer, subjectId: string) =>
  server.database.db
    .select()
    .from(operatorActions)
    .where(eq(operatorActions.subjectId, subjectId))
    .orderBy(asc(operatorActions.id));

/** What the owner signed in with `cookie` is shown of Haat's moderation of their things. */
export const noticesOf = async (server: TestServer, cookie: string) =>
  dataOf(await callEndpoint(server, moderationNoticeEndpoints.mine, {}, cookie)).items;

/** The messages of the user's latest notifications. */
export const notificationMessages = async (server: TestServer, cookie: string) =>
  dataOf(await callEndpoint(server, notificationEndpoints.list, {}, cookie)).items.map((item) => item.message);
