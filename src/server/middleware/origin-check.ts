import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-env.ts';
import { AppError } from '../lib/errors.ts';

const writes = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * CSRF defence for cookie-authenticated writes: the browser's Origin must be
 * one of ours. Requests without cookies (bearer tokens, anonymous) carry no
 * ambient authority and pass.
 */
export function originCheck(allowed: string[]): MiddlewareHandler<AppEnv> {
  const origins = new Set(allowed);
  return async (c, next) => {
    if (writes.has(c.req.method) && c.req.header('cookie')) {
      const origin = c.req.header('origin');
      if (!origin || !origins.has(origin) || c.req.header('sec-fetch-site') === 'cross-site') {
        throw new AppError('forbidden', /*i18n*/ 'This request must come from the Haat site itself.');
      }
    }
    await next();
  };
}
