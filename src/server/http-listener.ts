import type { RequestListener } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import type { AppDeps } from './app-context.ts';
import type { App } from './app.ts';
import { PUBLIC_CACHED_ROUTES } from './features/stores/listings.routes.ts';
import { cachedReadFastPath } from './middleware/cached-read-fast-path.ts';

/** The Node request listener: micro-cache hits first (decision 010), the app for everything else. */
export function createHttpListener(app: App, deps: AppDeps): RequestListener {
  return cachedReadFastPath({ cache: deps.publicCache, logger: deps.logger, routes: PUBLIC_CACHED_ROUTES, fallback: getRequestListener(app.fetch) });
}
