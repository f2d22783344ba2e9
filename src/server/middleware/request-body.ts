import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { AppError } from '../lib/errors.ts';
import type { AppEnv } from '../app-env.ts';
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

export interface UploadLimit {
  /** Matches the whole request path of an upload route. */
  path: RegExp;
  maxBytes: number;
}

/**
 * Bodies over 1 MB are refused before anyone reads them; upload routes get
 * their own, larger limit.
 */
export function limitBody(uploads: UploadLimit[] = [], maxSize = MAX_JSON_BODY_BYTES): MiddlewareHandler<AppEnv> {
  const standard = limiter(maxSize);
  const perRoute = uploads.map((upload) => ({ path: upload.path, limit: limiter(upload.maxBytes) }));
  return (c, next) => (perRoute.find((upload) => upload.path.test(c.req.path))?.limit ?? standard)(c, next);
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
