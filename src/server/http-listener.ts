import type { RequestListener } from 'node:http';
import { getRequestListener, RequestError } from '@hono/node-server';
import type { ErrorEnvelope } from '#shared/contracts/common.ts';
import type { AppDeps } from './app-env.ts';
import type { App } from './app.ts';
import { PUBLIC_CACHED_ROUTES } from './features/stores/listings.routes.ts';
import { SERVER_PAGE_ROUTES } from './lib/server-pages.ts';
import { type CachedRoute, cachedReadFastPath } from './middleware/cached-read-fast-path.ts';
import { INTERNAL_MESSAGE } from './middleware/error-handler.ts';
import { lingerIfAnsweredEarly } from './middleware/lingering-close.ts';

const envelope = (status: number, code: string, message: string) =>
  Response.json({ error: { code, message } } satisfies ErrorEnvelope, { status });

/** The Node request listener: micro-cache hits first (decision 010), the app for everything else. */
export function createHttpListener(app: App, deps: AppDeps): RequestListener {
  // What escapes the app (its onError answers everything else) is still the envelope, never an empty body.
  const errorHandler = (error: unknown) => {
    if (error instanceof RequestError) return envelope(400, 'bad_request', 'The request could not be read.');
    deps.logger.error({ err: error }, 'unhandled error outside the app');
    return envelope(500, 'internal', INTERNAL_MESSAGE);
  };
  const { metrics } = deps;
  const listener = cachedReadFastPath({
    cache: deps.publicCache,
    logger: deps.logger,
    routes: [...PUBLIC_CACHED_ROUTES, ...SERVER_PAGE_ROUTES],
    fallback: getRequestListener(app.fetch, { errorHandler }),
    // A hit is timed under the same route as the app's answer for a miss, and counted as a hit besides.
    ...(metrics.enabled
      ? {
          onHit: (route: CachedRoute, status: number, seconds: number) => {
            metrics.observeRequest('GET', route.route, status, seconds);
            metrics.cacheHit(route.route);
          },
        }
      : {}),
  });
  return (request, response) => {
    // An answer given before the body arrived (a 413) closes the connection only once the client can read it.
    lingerIfAnsweredEarly(request, response);
    return listener(request, response);
  };
}
