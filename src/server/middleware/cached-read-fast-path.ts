import { randomUUID } from 'node:crypto';
import type {
  IncomingHttpHeaders,
  IncomingMessage,
  OutgoingHttpHeaders,
  RequestListener,
  ServerResponse,
} from 'node:http';
import { etagMatches, negotiateEncoding, weakEtag } from '../lib/compression.ts';
import type { Logger } from '../lib/logger.ts';
import type { PublicCache } from '../lib/public-cache.ts';

/**
 * Answers a hit in the public micro-cache straight from Node's HTTP layer,
 * without building a web Request and Response for the app (decision 010).
 * The first answer for a route always comes from the app; its headers
 * (security headers, caching, content type) are recorded and replayed for
 * every hit, with a fresh request id and the usual access-log line, so a hit
 * is byte-for-byte what the app would have sent, in the content coding the
 * client asks for (compressed once per cache entry).
 */
export interface CachedRoute {
  /** Matches the request path; the first group is the cache key's variable part. */
  pattern: RegExp;
  /** The app's route pattern for these paths, the `route` label of a hit in the request metrics. */
  route: string;
  /** The request's headers are there for a key that depends on them (a page's language). */
  key: (match: RegExpExecArray, query: URLSearchParams, headers: IncomingHttpHeaders) => string;
}

/** The entry for a request, or none when its path cannot be a key (a malformed %-escape): the app answers that one. */
function lookUp(
  cache: PublicCache,
  route: CachedRoute,
  match: RegExpExecArray,
  query: string,
  headers: IncomingHttpHeaders,
) {
  try {
    return cache.get(route.key(match, new URLSearchParams(query), headers));
  } catch {
    return undefined;
  }
}

const perRequest = new Set([
  'x-request-id',
  'etag',
  'content-length',
  'content-encoding',
  'date',
  'connection',
  'keep-alive',
  'transfer-encoding',
]);
const incomingId = /^[A-Za-z0-9._-]{1,100}$/;

export function cachedReadFastPath(options: {
  cache: PublicCache;
  logger: Logger;
  routes: CachedRoute[];
  fallback: RequestListener;
  /** Told of every hit (the request metrics, when on). */
  onHit?: (route: CachedRoute, status: number, seconds: number) => void;
}): RequestListener {
  const { cache, logger, routes, fallback, onHit } = options;
  const recorded = new Map<CachedRoute, OutgoingHttpHeaders>();

  return (request: IncomingMessage, response: ServerResponse) => {
    if (request.method !== 'GET') return fallback(request, response);
    const url = request.url ?? '';
    const pathname = url.split('?', 1)[0] ?? '';
    for (const route of routes) {
      const match = route.pattern.exec(pathname);
      if (!match) continue;
      const headers = recorded.get(route);
      const hit = headers ? lookUp(cache, route, match, url.slice(pathname.length + 1), request.headers) : undefined;
      if (!headers || !hit) {
        // A miss: the app answers, and the headers it sends are recorded for the hits that follow.
        const writeHead = response.writeHead.bind(response) as (...args: unknown[]) => ServerResponse;
        response.writeHead = ((status: number, ...rest: unknown[]) => {
          const given = rest.find(
            (value): value is Record<string, unknown> =>
              typeof value === 'object' && value !== null && !Array.isArray(value),
          );
          if (status === 200) {
            const all = {
              ...response.getHeaders(),
              ...Object.fromEntries(Object.entries(given ?? {}).map(([name, value]) => [name.toLowerCase(), value])),
            };
            recorded.set(
              route,
              Object.fromEntries(Object.entries(all).filter(([name]) => !perRequest.has(name))) as OutgoingHttpHeaders,
            );
          }
          return writeHead(status, ...rest);
        }) as typeof response.writeHead;
        return fallback(request, response);
      }
      const started = performance.now();
      const header = request.headers['x-request-id'];
      const requestId = typeof header === 'string' && incomingId.test(header) ? header : randomUUID();
      const notModified = etagMatches(request.headers['if-none-match'], hit.etag);
      const encoding = negotiateEncoding(request.headers['accept-encoding']);
      const encoded = encoding ? hit.encoded(encoding) : null;
      const body = encoded ?? hit.bytes;
      const status = notModified ? 304 : 200;
      response.writeHead(status, {
        ...headers,
        etag: encoded ? weakEtag(hit.etag) : hit.etag,
        'x-request-id': requestId,
        ...(notModified ? {} : { 'content-length': body.length }),
        ...(encoded && encoding && !notModified ? { 'content-encoding': encoding } : {}),
      });
      response.end(notModified ? undefined : body);
      const ms = performance.now() - started;
      logger.info({ requestId, method: 'GET', path: pathname, status, ms: Math.round(ms * 10) / 10 }, 'request');
      onHit?.(route, status, ms / 1000);
      return;
    }
    return fallback(request, response);
  };
}
