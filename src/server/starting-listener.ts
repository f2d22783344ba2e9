import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import { healthRoute } from '#shared/endpoints/system-paths.ts';
import type { DatabaseKind } from './db/client.ts';
import { endpointPattern } from './endpoint-index.ts';

/**
 * What answers while the app loads (decision 075): a server listens as soon as its database is open, and loading
 * the app's modules, migrating and the start-up sweeps come after. Meanwhile the liveness check
 * (`GET /api/health`) is answered here, from the database, and every other request waits, unread, for the app,
 * which takes them in the order they came once it is in place. Nothing is refused for arriving early; readiness
 * (`/api/health/ready`) waits with the rest, so a load balancer sends no traffic until the app answers it.
 */
export interface StartingListener {
  listener: RequestListener;
  /** The app is in place: it answers from now on, the waiting requests first. */
  ready(app: RequestListener): void;
}

const health = endpointPattern(healthRoute);

/**
 * `database` answers the liveness check meanwhile (PGlite, opened before the app); without one (a PostgreSQL
 * server, whose pool comes with the app) the check waits for the app like the rest.
 */
export function createStartingListener(
  database: { kind: DatabaseKind; ping: () => Promise<void> } | null,
): StartingListener {
  let app: RequestListener | null = null;
  const waiting: [IncomingMessage, ServerResponse][] = [];
  const answerHealth = async (response: ServerResponse, early: NonNullable<typeof database>) => {
    const alive = await early.ping().then(
      () => true,
      () => false,
    );
    const body = alive
      ? { status: 'ok', database: early.kind }
      : { error: { code: 'unavailable', message: 'The database is not answering.' } };
    response.writeHead(alive ? 200 : 503, { 'content-type': 'application/json', 'cache-control': 'no-store' });
    response.end(JSON.stringify(body));
  };
  return {
    listener: (request, response) => {
      if (app) return app(request, response);
      const path = (request.url ?? '').split('?')[0] ?? '';
      if (database && request.method === 'GET' && health.test(path)) return void answerHealth(response, database);
      waiting.push([request, response]);
    },
    ready(loaded) {
      app = loaded;
      for (const [request, response] of waiting.splice(0)) loaded(request, response);
    },
  };
}
