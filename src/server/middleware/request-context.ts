import { randomUUID } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import type { AppDeps, AppEnv } from '../app-env.ts';

const incomingId = /^[A-Za-z0-9._-]{1,100}$/;

/** Gives each request an id (kept from X-Request-Id when sane), a child logger and one access-log line. */
export function requestContext(deps: AppDeps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const started = performance.now();
    const header = c.req.header('x-request-id');
    const requestId = header && incomingId.test(header) ? header : randomUUID();
    const logger = deps.logger.child({ requestId });
    c.set('requestId', requestId);
    c.set('logger', logger);
    c.set('deps', deps);
    await next();
    c.header('X-Request-Id', requestId);
    const status = c.res.status;
    const line = {
      method: c.req.method,
      path: c.req.path,
      status,
      ms: Math.round((performance.now() - started) * 10) / 10,
    };
    if (status >= 500) logger.error(line, 'request failed');
    else logger.info(line, 'request');
  };
}
