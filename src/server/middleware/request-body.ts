import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { AppError } from '../lib/errors.ts';
import type { AppEnv } from '../app-context.ts';
import { errorResponse } from './error-handler.ts';

export const MAX_JSON_BODY_BYTES = 1024 * 1024;

const methodsWithBody = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const acceptedTypes = ['application/json', 'multipart/form-data', 'application/x-www-form-urlencoded'];

function limiter(maxSize: number): MiddlewareHandler<AppEnv> {
  const size = maxSize >= 1024 * 1024 ? `${maxSize / (1024 * 1024)} MB` : `${Math.round(maxSize / 1024)} KB`;
  return bodyLimit({
    maxSize,
    onError: (c) => {
      // The rest of the body is never read, so the connection cannot be reused.
      c.header('Connection', 'close');
      return errorResponse(c, 413, 'payload_too_large', `The request body is larger than ${size}.`);
    },
  });
}

/**
 * Bodies over 1 MB are refused before anyone reads them; upload routes named
 * in `uploads` (exact paths) get their own, larger limit.
 */
export function limitBody(uploads: Record<string, number> = {}, maxSize = MAX_JSON_BODY_BYTES): MiddlewareHandler<AppEnv> {
  const standard = limiter(maxSize);
  const perRoute = new Map(Object.entries(uploads).map(([path, limit]) => [path, limiter(limit)]));
  return (c, next) => (perRoute.get(c.req.path) ?? standard)(c, next);
}

/**
 * An API body must say what it is. Without this, a JSON route given text/plain
 * would silently see an empty object instead of telling the client.
 */
export function requireKnownContentType(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (methodsWithBody.has(c.req.method)) {
      const length = c.req.header('content-length');
      const hasBody = (length !== undefined && length !== '0') || c.req.header('transfer-encoding') !== undefined;
      const type = (c.req.header('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
      if (hasBody && !acceptedTypes.includes(type)) {
        throw new AppError('unsupported_media_type', 'Send the request body as application/json.');
      }
    }
    await next();
  };
}
