import type { Context } from 'hono';
import type { AppEnv } from '../../app-env.ts';
import { AppError } from '../../lib/errors.ts';

export interface SessionUser {
  id: string;
  email: string;
  name: string;
  emailVerified: boolean;
}

/** The signed-in user from the session cookie or a bearer token, or null. */
export async function getSessionUser(c: Context<AppEnv>): Promise<SessionUser | null> {
  // Without a cookie or a bearer token nobody is signed in (a guest's checkout): better-auth need not be asked.
  if (!c.req.header('cookie') && !c.req.header('authorization')) return null;
  const { auth } = c.get('deps');
  const session = await auth.api.getSession({ headers: c.req.raw.headers });
  if (!session) return null;
  const { id, email, name, emailVerified } = session.user;
  return { id, email, name, emailVerified };
}

export async function requireUser(c: Context<AppEnv>): Promise<SessionUser> {
  const user = await getSessionUser(c);
  if (!user) throw new AppError('unauthorized', /*i18n*/ 'Sign in to continue.');
  return user;
}
