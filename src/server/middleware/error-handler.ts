import type { Context, ErrorHandler, MiddlewareHandler, NotFoundHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { type ErrorEnvelope, errorEnvelopeSchema } from '#shared/contracts/common.ts';
import { DATABASE_RETRY_AFTER_SECONDS, DATABASE_UNAVAILABLE, isDatabaseUnavailable } from '../db/unavailable.ts';
import { AppError, type ErrorCode, FileRejected, type Phrase, phrase, say, sayFields } from '../lib/errors.ts';
import type { AppEnv } from '../app-env.ts';
import { translateText } from '../lib/i18n.ts';
import { requestLocale } from '../lib/request-locale.ts';

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
  500: 'internal',
  502: 'upstream_failed',
  503: 'unavailable',
};

export const INTERNAL_MESSAGE = /*i18n*/ 'Something went wrong on our side. Please try again.';

export function errorResponse(
  c: Context,
  status: ContentfulStatusCode,
  code: string,
  message: string | Phrase,
  fields?: Record<string, (string | Phrase)[]>,
  file?: Pick<ErrorEnvelope['error'], 'problems' | 'report'>,
) {
  // Said in the request's language (decision 047): messages are their own ids in the server's catalog.
  const locale = requestLocale(c);
  const saidFields = fields ? sayFields(locale, fields) : undefined;
  const body: ErrorEnvelope = {
    error: { code, message: say(locale, message), ...(saidFields ? { fields: saidFields } : {}), ...file },
  };
  return c.json(body, status);
}

/** The one place an error becomes a response: the envelope, never a stack trace. */
export const handleError: ErrorHandler<AppEnv> = (error, c) => {
  if (error instanceof AppError) {
    if (error.retryAfterSeconds !== undefined) c.header('Retry-After', String(error.retryAfterSeconds));
    const file = error instanceof FileRejected ? error.said(requestLocale(c)) : undefined;
    return errorResponse(c, error.status, error.code, error.phrase, error.fields, file);
  }
  if (error instanceof HTTPException) {
    const status = error.status as ContentfulStatusCode;
    // Hono's JSON validator throws this for a body that does not parse.
    if (status === 400 && /json/i.test(error.message)) {
      return errorResponse(c, 400, 'invalid_json', /*i18n*/ 'The request body is not valid JSON.');
    }
    return errorResponse(
      c,
      status,
      codeForStatus[status] ?? 'bad_request',
      error.message || /*i18n*/ 'The request was refused.',
    );
  }
  const logger = c.get('logger');
  if (isDatabaseUnavailable(error)) {
    logger?.warn({ err: error }, 'database unavailable');
    c.header('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS));
    return errorResponse(c, 503, 'unavailable', DATABASE_UNAVAILABLE);
  }
  logger?.error({ err: error }, 'unhandled error');
  return errorResponse(c, 500, 'internal', INTERNAL_MESSAGE);
};

/**
 * Every /api error answer is the envelope, whoever wrote it: better-auth, behind
 * the auth routes, answers some failures with an empty body (a 500 when the
 * database refuses what it was given) or its own `{code, message}`. A 5xx never
 * passes on the message it came with.
 */
export function guardErrorEnvelope(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    const { status, headers } = c.res;
    if (status < 400) return;
    const isJson = (headers.get('content-type') ?? '').startsWith('application/json');
    const body: unknown = isJson
      ? await c.res
          .clone()
          .json()
          .catch(() => null)
      : null;
    if (errorEnvelopeSchema.safeParse(body).success) return;
    const given = (typeof body === 'object' && body !== null ? body : {}) as { code?: unknown; message?: unknown };
    const code =
      status < 500 && typeof given.code === 'string' && given.code
        ? given.code.toLowerCase()
        : (codeForStatus[status] ?? (status < 500 ? 'bad_request' : 'internal'));
    const message =
      status < 500 && typeof given.message === 'string' && given.message
        ? given.message
        : status < 500
          ? /*i18n*/ 'The request was refused.'
          : INTERNAL_MESSAGE;
    if (status >= 500) c.get('logger')?.error({ status, path: c.req.path }, 'error answered without the envelope');
    const replaced = new Headers(headers);
    replaced.delete('content-length');
    replaced.set('content-type', 'application/json');
    const envelope: ErrorEnvelope = { error: { code, message: translateText(requestLocale(c), message) } };
    // Unset first: assigning over a response would copy its headers (its length among them) onto the new one.
    c.res = undefined;
    c.res = new Response(JSON.stringify(envelope), { status, headers: replaced });
  };
}

export const handleApiNotFound: NotFoundHandler<AppEnv> = (c) =>
  errorResponse(c, 404, 'not_found', noApiRoute(c.req.method, c.req.path));

/** The 404 of an /api path no route serves. */
export const noApiRoute = (method: string, path: string) =>
  phrase(/*i18n*/ 'No API route matches {method} {path}.', { method, path });
