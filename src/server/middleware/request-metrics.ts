import { createHash, timingSafeEqual } from 'node:crypto';
import type { Handler, MiddlewareHandler } from 'hono';
import { routePath } from 'hono/route';
import type { AppEnv } from '../app-env.ts';
import type { Metrics } from '../lib/metrics.ts';

/**
 * Times every request the app answers into `http_request_duration_seconds`, labelled with the route pattern that
 * answered it (`/api/orders/:id`, `/api/*` for an unknown API path, `/*` for the web app, its files and its pages), never the
 * raw path: one series per route, whatever the ids. The time is to the response head (a stream's first byte, not
 * its end). Installed only when METRICS is on (app.ts), so with it off requests pay nothing.
 */
export function requestMetrics(metrics: Metrics): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const started = performance.now();
    await next();
    // Hono leaves routeIndex on the handler that answered: the route of the deepest handler dispatched.
    metrics.observeRequest(c.req.method, routePath(c) || '/*', c.res.status, (performance.now() - started) / 1000);
  };
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * GET /metrics: the Prometheus text exposition, or, when `token` is set, a 401 for a scraper without
 * `Authorization: Bearer <token>` (compared in constant time).
 */
export function serveMetrics(metrics: Metrics, token: string | undefined): Handler<AppEnv> {
  const expected = token ? digest(`Bearer ${token}`) : null;
  return async (c) => {
    if (expected && !timingSafeEqual(digest(c.req.header('authorization') ?? ''), expected)) {
      c.header('WWW-Authenticate', 'Bearer realm="metrics"');
      return c.text('Unauthorized', 401);
    }
    const { contentType, body } = await metrics.scrape();
    return c.body(body, 200, { 'Content-Type': contentType, 'Cache-Control': 'no-store' });
  };
}
