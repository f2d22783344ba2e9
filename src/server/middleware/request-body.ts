import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { AppError } from '../lib/errors.ts';
import type { AppEnv } from '../app-env.ts';
import type { EndpointIndex } from '../endpoint-index.ts';
import { errorResponse } from './error-handler.ts';

export const MAX_JSON_BODY_BYTES = 1024 * 1024;

const methodsWithBody = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The request's media type, lower case, without parameters: "application/json" of "application/json; charset=utf-8". */
export function mediaTypeOf(c: Context): string {
  return (c.req.header('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
}

/** application/json and its structured-syntax kin (application/problem+json…). */
export const isJsonMediaType = (type: string) => /^application\/([\w.-]+\+)?json$/.test(type);
const acceptedTypes = ['application/json', 'multipart/form-data', 'application/x-www-form-urlencoded'];

function limiter(maxSize: number): MiddlewareHandler<AppEnv> {
  const size = maxSize >= 1024 * 1024 ? `${maxSize / (1024 * 1024)} MB` : `${Math.round(maxSize / 1024)} KB`;
  return bodyLimit({
    maxSize,
    onError: (c) => {
      // The rest of the body is not wanted, so the connection is not reused; it still lingers, reading and
      // discarding, until the client can have read this answer (lingering-close.ts).
      c.header('Connection', 'close');
      return errorResponse(c, 413, 'payload_too_large', `The request body is larger than ${size}.`);
    },
  });
}

/**
 * Bodies over 1 MB are refused before anyone reads them; an upload's endpoint declares its own, larger limit
 * (`form.maxBytes` in its definition).
 */
export function limitBody(endpoints: EndpointIndex, maxSize = MAX_JSON_BODY_BYTES): MiddlewareHandler<AppEnv> {
  const limiters = new Map<number, MiddlewareHandler<AppEnv>>();
  const limiterOf = (bytes: number) => {
    let limit = limiters.get(bytes);
    if (!limit) limiters.set(bytes, (limit = limiter(bytes)));
    return limit;
  };
  return (c, next) => limiterOf(endpoints.find(c.req.method, c.req.path)?.form?.maxBytes ?? maxSize)(c, next);
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
      const type = mediaTypeOf(c);
      if (hasBody && !acceptedTypes.includes(type)) {
        throw new AppError('unsupported_media_type', /*i18n*/ 'Send the request body as application/json.');
      }
    }
    await next();
  };
}
