import type { Db } from '../../db/client.ts';
import { accountOfEmail } from '../auth/auth-accounts.ts';
import { grantOperator, revokeOperator } from './operators.service.ts';

/** What `npm run ops:grant` prints, and its exit code: 0 done (or nothing to do), 1 no such account, 2 misuse. */
export interface CommandResult {
  code: 0 | 1 | 2;
  message: string;
}

export const GRANT_USAGE = 'Usage: npm run ops:grant -- <email>   (or -- --revoke <email>)';

/**
 * `npm run ops:grant -- <email>` makes the account with that email one of Haat's operators (`-- --revoke <email>`
 * ends it), with an audit row by that account (details.by 'cli'). The role has no API: this command and the demo
 * seed are the only ways in. Runs against an open, migrated database (ops-cli.ts opens it as the server does).
 */
export async function runGrantCommand(db: Db, args: readonly string[], now: Date): Promise<CommandResult> {
  const revoke = args[0] === '--revoke';
  const rest = revoke ? args.slice(1) : args;
  const email = rest[0]?.trim();
  if (!email || rest.length !== 1 || email.startsWith('-')) return { code: 2, message: GRANT_USAGE };
  const account = await accountOfEmail(db, email);
  if (!account)
    return {
      code: 1,
      message: `No account has the email ${email}. Sign up with it first (any role), then run this again.`,
    };
  const change = { userId: account.id, by: 'cli' };
  if (revoke)
    return (await revokeOperator(db, change, now))
      ? { code: 0, message: `${account.email} is no longer an operator.` }
      : { code: 0, message: `${account.email} is not an operator; nothing changed.` };
  return (await grantOperator(db, change, now))
    ? { code: 0, message: `${account.email} is now an operator: sign in and open /ops.` }
    : { code: 0, message: `${account.email} is already an operator; nothing changed.` };
}
