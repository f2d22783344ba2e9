import { OpenAPIHono } from '@hono/zod-openapi';
import type { Hook } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { EndpointDefinition } from '#shared/endpoints/define.ts';
import type { AppEnv } from './app-env.ts';
import type { ServiceContext } from './service-context.ts';
import { honoPath } from './endpoint-index.ts';
import { orderMailsOf } from './features/orders/order-mails-of.ts';
import { describeEndpoint, type EndpointHandler, serveEndpoint } from './endpoint-route.ts';
import { issueFields, say, sayFields } from './lib/errors.ts';
import { requestLocale } from './lib/request-locale.ts';
import { isJsonMediaType, mediaTypeOf } from './middleware/request-body.ts';

const formMediaTypes = new Set(['multipart/form-data', 'application/x-www-form-urlencoded']);

/**
 * A route whose contract requires a body (`required: true`, as jsonBody() and
 * the upload forms declare) runs its body validator on every request; when the
 * request carries no body of that kind the validator would check `{}`, and a
 * contract of optional fields would let an empty request write. Such a request
 * is refused with a 400. (A body of another declared type never gets here: the
 * route answers it with a 415.)
 */
function missingBody(target: string, c: Context<AppEnv>): Response | undefined {
  if (target !== 'json' && target !== 'form') return undefined;
  const type = mediaTypeOf(c);
  if (target === 'json' ? isJsonMediaType(type) : formMediaTypes.has(type)) return undefined;
  const message =
    target === 'json'
      ? /*i18n*/ 'This request needs a JSON body (application/json).'
      : /*i18n*/ 'This request needs a multipart/form-data body.';
  return c.json({ error: { code: 'bad_request', message: say(requestLocale(c), message) } }, 400);
}

/** Zod failures from route validation become a 422 with field messages; a missing required body a 400. */
const validationHook: Hook<unknown, AppEnv, string, unknown> = (result, c) => {
  const missing = missingBody(result.target, c);
  if (missing) return missing;
  if (result.success) return;
  // In the request's language (decision 047), as errorResponse says every other error.
  const locale = requestLocale(c);
  const fields = sayFields(locale, issueFields(result.error.issues));
  const message = say(locale, /*i18n*/ 'Some fields are not valid.');
  return c.json({ error: { code: 'validation_failed', message, fields } }, 422);
};

/** A feature's router: an OpenAPI-described Hono sub-app with the shared validation hook. */
export class AppRouter extends OpenAPIHono<AppEnv> {
  /** The endpoints this router serves, as the app indexes them (endpoint-index.ts). */
  readonly endpoints: EndpointDefinition[] = [];

  /** Serves an endpoint defined in src/shared/endpoints (endpoint-route.ts). */
  serve<const E extends EndpointDefinition>(endpoint: E, handler: EndpointHandler<E>): this {
    serveEndpoint(this, endpoint, handler);
    this.endpoints.push(endpoint);
    return this;
  }

  /**
   * Hands every request for these endpoints to one handler, as it came: no validation here (the handler does its
   * own), described in the OpenAPI document from the definitions all the same.
   */
  passThrough(
    endpoints: readonly EndpointDefinition[],
    handler: (c: Context<AppEnv>, endpoint: EndpointDefinition) => Response | Promise<Response>,
  ): this {
    for (const endpoint of endpoints) {
      this.on(endpoint.method.toUpperCase(), honoPath(endpoint, ''), (c) => handler(c, endpoint));
      describeEndpoint(this, endpoint);
      this.endpoints.push(endpoint);
    }
    return this;
  }
}

export function createRouter() {
  return new AppRouter({ defaultHook: validationHook });
}

/** The request's service context (app-env.ts): its dependencies, with the app clock's time read once. */
export function serviceContext(c: Pick<Context<AppEnv>, 'get'>): ServiceContext {
  const { database, media, now, signer, payoutCrypto, payments, shipping } = c.get('deps');
  return {
    db: database.db,
    media,
    now: now(),
    signer,
    logger: c.get('logger'),
    payoutCrypto,
    orderMails: orderMailsOf(c),
    paymentGateway: payments.gateway,
    carriers: shipping.carriers,
  };
}
