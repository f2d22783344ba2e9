import type { Context, ErrorHandler, NotFoundHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ErrorEnvelope } from '#shared/contracts/common.ts';
import { AppError, type ErrorCode } from '../lib/errors.ts';
import type { AppEnv } from '../app-context.ts';

const codeForStatus: Record<number, ErrorCode> = {
  400: 'bad_request',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  405: 'method_not_allowed',
  409: 'conflict',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  422: 'validation_failed',
  429: 'rate_limited',
  503: 'unavailable',
};

export function errorResponse(
  c: Context,
  status: ContentfulStatusCode,
  code: string,
  message: string,
  fields?: Record<string, string[]>,
) {
  const body: ErrorEnvelope = { error: fields ? { code, message, fields } : { code, message } };
  return c.json(body, status);
}

/** The one place an error becomes a response: the envelope, never a stack trace. */
export const handleError: ErrorHandler<AppEnv> = (error, c) => {
  if (error instanceof AppError) {
    if (error.retryAfterSeconds !== undefined) c.header('Retry-After', String(error.retryAfterSeconds));
    return errorResponse(c, error.status, error.code, error.message, error.fields);
  }
  if (error instanceof HTTPException) {
    const status = error.status as ContentfulStatusCode;
    // Hono's JSON validator throws this for a body that does not parse.
    if (status === 400 && /json/i.test(error.message)) {
      return errorResponse(c, 400, 'invalid_json', 'The request body is not valid JSON.');
    }
    return errorResponse(c, status, codeForStatus[status] ?? 'bad_request', error.message || 'The request was refused.');
  }
  const logger = c.get('logger');
  logger?.error({ err: error }, 'unhandled error');
  return errorResponse(c, 500, 'internal', 'Something went wrong on our side. Please try again.');
};

export const handleApiNotFound: NotFoundHandler<AppEnv> = (c) =>
  errorResponse(c, 404, 'not_found', `No API route matches ${c.req.method} ${c.req.path}.`);
