import { createRoute, type OpenAPIHono, type RouteHandler, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { errorEnvelopeSchema } from '#shared/contracts/common.ts';
import type { EndpointDefinition, EndpointErrorStatus, UploadForm } from '#shared/endpoints/define.ts';
import type { AppEnv } from './app-env.ts';
import { requireUser, type SessionUser } from './features/auth/auth.session.ts';
import { isOperator } from './features/ops/operators.service.ts';
import { AppError } from './lib/errors.ts';

/** The signed-in caller, on the context of a `signed-in` (or `operator`) endpoint's handler. */
export interface SignedInEnv extends AppEnv {
  Variables: AppEnv['Variables'] & { user: SessionUser };
}

type ErrorContent = { description: string; content: { 'application/json': { schema: typeof errorEnvelopeSchema } } };

/** No part of the request (an intersection with it adds nothing). */
type None = Record<never, never>;

type ParamsOf<E> = E extends { params: infer S extends z.ZodObject } ? { params: S } : None;
type QueryOf<E> = E extends { query: infer S extends z.ZodObject } ? { query: S } : None;
type HeadersOf<E> = E extends { headers: infer S extends z.ZodObject } ? { headers: S } : None;
type BodyOf<E> = E extends { body: infer S extends z.ZodType }
  ? { body: { required: true; content: { 'application/json': { schema: S } } } }
  : E extends { form: infer F extends UploadForm }
    ? { body: { required: true; content: { 'multipart/form-data': { schema: FormSchemaOf<F> } } } }
    : None;

/** An upload's form: its text fields' contract, and each file field as whatever the client sent (checked later). */
type FormSchemaOf<F extends UploadForm> = z.ZodObject<
  (F extends { fields: z.ZodObject<infer S> } ? S : None) & { [K in keyof F['files']]: z.ZodOptional<z.ZodAny> }
>;

type JsonContent<T> = { description: string; content: { 'application/json': { schema: T } } };
type SuccessOf<R> = R extends { status: infer S extends number; schema: infer T extends z.ZodType }
  ? { [K in S]: JsonContent<T> } & (R extends { replay: string } ? { 200: JsonContent<T> } : None) &
      (R extends { notModified: string } ? { 304: { description: string } } : None)
  : R extends { status: infer S extends number; stream: infer T extends string }
    ? { [K in S]: { description: string; content: { [C in T]: { schema: z.ZodString } } } }
    : R extends { status: infer S extends number }
      ? { [K in S]: { description: string } }
      : never;

type ErrorsOf<E extends EndpointDefinition> = {
  [K in
    | (E['access'] extends 'signed-in' | 'operator' ? 401 : never)
    | (E['access'] extends 'operator' ? 403 : never)
    | (E extends { params: unknown } | { query: unknown } | { body: unknown } | { headers: unknown } | { form: unknown }
        ? 422
        : never)
    | (E['errors'] extends Partial<Record<infer S extends EndpointErrorStatus, string>> ? S : never)]: ErrorContent;
};

/** The route createRoute() gets for an endpoint, as a type: the handler's input and answers follow from it. */
export type RouteOf<E extends EndpointDefinition> = {
  method: E['method'];
  path: E['path'];
  tags: string[];
  summary: string;
  request: ParamsOf<E> & QueryOf<E> & HeadersOf<E> & BodyOf<E>;
  responses: SuccessOf<E['response']> & ErrorsOf<E>;
};

const errorContent = (description: string): ErrorContent => ({
  description,
  content: { 'application/json': { schema: errorEnvelopeSchema } },
});

/** The route of an endpoint defined in src/shared/endpoints, with every answer it may give in the OpenAPI document. */
export function route<const E extends EndpointDefinition>(endpoint: E) {
  const { response } = endpoint;
  const hasInput = Boolean(endpoint.params || endpoint.query || endpoint.body || endpoint.headers || endpoint.form);
  const request: Record<string, unknown> = {};
  if (endpoint.params) request.params = endpoint.params;
  if (endpoint.query) request.query = endpoint.query;
  if (endpoint.headers) request.headers = endpoint.headers;
  if (endpoint.body) request.body = { required: true, content: { 'application/json': { schema: endpoint.body } } };
  if (endpoint.form) {
    const file = { type: 'string', format: 'binary' } as const;
    const files = Object.fromEntries(
      Object.entries(endpoint.form.files).map(([field, most]) => [
        field,
        z
          .any()
          .optional()
          .openapi(most === 1 ? file : { type: 'array', items: file, maxItems: most }),
      ]),
    );
    const schema = (endpoint.form.fields ?? z.object({})).extend(files);
    request.body = { required: true, content: { 'multipart/form-data': { schema } } };
  }
  const success =
    'schema' in response
      ? { description: response.description, content: { 'application/json': { schema: response.schema } } }
      : 'stream' in response
        ? { description: response.description, content: { [response.stream]: { schema: z.string() } } }
        : { description: response.description };
  const responses: Record<number, unknown> = { [response.status]: success };
  if ('schema' in response && response.replay) responses[200] = { ...success, description: response.replay };
  if ('schema' in response && response.notModified) responses[304] = { description: response.notModified };
  if (endpoint.access === 'signed-in' || endpoint.access === 'operator')
    responses[401] = errorContent('Not signed in.');
  if (endpoint.access === 'operator') responses[403] = errorContent('Not one of Haat’s operators.');
  if (hasInput) responses[422] = errorContent('Not valid.');
  for (const [status, description] of Object.entries(endpoint.errors ?? {}))
    responses[Number(status)] = errorContent(description);
  return createRoute({
    method: endpoint.method,
    path: endpoint.path,
    tags: [...endpoint.tags],
    summary: endpoint.summary,
    ...(endpoint.description ? { description: endpoint.description } : {}),
    request,
    responses,
  } as never) as unknown as RouteOf<E> & { getRoutingPath(): string };
}

/** A handler of an endpoint: a `signed-in` or `operator` endpoint's reads the caller from `c.var.user`. */
export type EndpointHandler<E extends EndpointDefinition> = RouteHandler<
  RouteOf<E>,
  E['access'] extends 'signed-in' | 'operator' ? SignedInEnv : AppEnv
>;

/** An `operator` endpoint's caller: 401 without a session, 403 for anyone who is not one of Haat's operators. */
async function requireOperator(c: Context<AppEnv>): Promise<SessionUser> {
  const user = await requireUser(c);
  if (!(await isOperator(c.get('deps').database.db, user.id)))
    throw new AppError('forbidden', /*i18n*/ 'This is for Haat’s operators only.');
  return user;
}

/**
 * The caller check of a `signed-in` or `operator` endpoint, as the route's middleware: @hono/zod-openapi runs a
 * route's middleware before its validators, so the wrong principal is refused (401, 403) before anything is said
 * about the input, and a stranger cannot learn an endpoint's contract from its 422s (decision 048).
 */
const callerCheck =
  (access: 'signed-in' | 'operator') =>
  async (c: Context<AppEnv>, next: () => Promise<void>): Promise<void> => {
    const user = access === 'operator' ? await requireOperator(c) : await requireUser(c);
    (c as unknown as Context<SignedInEnv>).set('user', user);
    await next();
  };

/**
 * Serves an endpoint on a router: a `signed-in` endpoint answers 401 without a session (an `operator` endpoint
 * also 403 to anyone who is not an operator), then the request contracts are validated (400/415/422), then the
 * handler runs.
 */
export function serveEndpoint<const E extends EndpointDefinition>(
  router: OpenAPIHono<AppEnv>,
  endpoint: E,
  handler: EndpointHandler<E>,
): void {
  const served = route(endpoint);
  if (endpoint.access !== 'public') Object.assign(served, { middleware: callerCheck(endpoint.access) });
  router.openapi(served, handler as never);
}

/**
 * Describes an endpoint in the OpenAPI document without validating its requests: for endpoints a handler forwards
 * as they are (better-auth's, which the auth handler checks against the same definitions itself).
 */
export function describeEndpoint(router: OpenAPIHono<AppEnv>, endpoint: EndpointDefinition): void {
  router.openAPIRegistry.registerPath(route(endpoint));
}
