import type { z } from 'zod';

/*
 * An endpoint is defined once, here in src/shared (decision 034): its method, path, who may call it, its request
 * and response contracts and the errors it may answer. The server builds its route from it (validation, the
 * 401 of a signed-in endpoint, the 401/403 of an operator's, the OpenAPI document: server/endpoint-route.ts),
 * the web calls it through `callEndpoint` (web/lib/call-endpoint.ts: URL, method, body and response schema), and
 * server tests call it typed (server/testing/call-endpoint.ts).
 */

export type EndpointMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/**
 * `public`: anyone (a signed-in caller may see more); `signed-in`: a session is required, or 401; `operator`: a
 * session of one of Haat's operators, or 401 (no session) and 403 (anyone else). It is checked before the request's
 * contracts, so the wrong caller learns nothing about the input (decision 048).
 */
export type EndpointAccess = 'public' | 'signed-in' | 'operator';

/** Error answers an endpoint may give beyond those its definition implies (401/403 by access, 422 with input). */
export type EndpointErrorStatus = 400 | 401 | 403 | 404 | 409 | 410 | 413 | 415 | 422 | 429 | 502 | 503;

export type EndpointResponse =
  /**
   * A JSON body checked against the contract; `replay`: a repeated request (the same idempotency key, joining
   * again) answers 200 with the same contract; `notModified`: a 304 to a matching ETag.
   */
  | {
      status: 200 | 201;
      schema: z.ZodType;
      description: string;
      replay?: string;
      notModified?: string;
    }
  /** No body; or a redirect (302) to where a mailed link lands. */
  | { status: 204 | 302; description: string }
  /** A body that is not JSON: a stream of server-sent events, a file to download (CSV, PDF), or a page. */
  | { status: 200; stream: 'text/event-stream' | 'text/csv' | 'application/pdf' | 'text/html'; description: string };

/**
 * Where an endpoint is: its method and path. A screen that must not load zod (the pages buyers land on: decision
 * 028) calls an endpoint by its route alone, from a `<slice>-paths.ts` module its definition takes the route from.
 */
export interface EndpointRoute {
  method: EndpointMethod;
  /** OpenAPI style, below /api: `/me/lists/{list}`. */
  path: `/${string}`;
}

export interface EndpointDefinition extends EndpointRoute {
  access: EndpointAccess;
  tags: readonly string[];
  summary: string;
  description?: string;
  params?: z.ZodObject;
  query?: z.ZodObject;
  /** A JSON body. */
  body?: z.ZodType;
  /** Request headers the endpoint reads (an idempotency key, an order's token). */
  headers?: z.ZodObject;
  /** A multipart/form-data body (uploads). */
  form?: UploadForm;
  response: EndpointResponse;
  errors?: Partial<Record<EndpointErrorStatus, string>>;
  /**
   * A write that never changes what the public micro-cache holds (a visit, a like, a sign-in, a question to the AI
   * Manager): it leaves the cache as it is. Every other successful write clears it, in every process.
   */
  keepsPublicCache?: true;
}

/** An upload: each file field with how many files it takes, and the text fields beside them. */
export interface UploadForm {
  files: Readonly<Record<string, number>>;
  fields?: z.ZodObject;
  /**
   * The largest body the server reads for it, the multipart framing included (`withFraming`); a larger one is a
   * 413 before it is read. Without it, the 1 MB every other request gets.
   */
  maxBytes?: number;
}

/** Room for the multipart framing and the text fields around an upload's files. */
export const withFraming = (fileBytes: number) => fileBytes + 64 * 1024;

/** Keeps the definition's literal types (path, method, schemas) for the server, the web and the tests. */
export const defineEndpoint = <const E extends EndpointDefinition>(definition: E): E => definition;

type SchemaOf<E, K extends 'params' | 'query' | 'body' | 'headers'> = E extends {
  [key in K]: infer S extends z.ZodType;
}
  ? S
  : never;

/** What a caller sends: path parameters, query and body, each only where the endpoint has one. */
export type EndpointInput<E extends EndpointDefinition> = ([SchemaOf<E, 'params'>] extends [never]
  ? unknown
  : { params: z.input<SchemaOf<E, 'params'>> }) &
  ([SchemaOf<E, 'query'>] extends [never] ? unknown : { query?: z.input<SchemaOf<E, 'query'>> }) &
  ([SchemaOf<E, 'body'>] extends [never] ? unknown : { body: z.input<SchemaOf<E, 'body'>> }) &
  ([SchemaOf<E, 'headers'>] extends [never] ? unknown : { headers?: z.input<SchemaOf<E, 'headers'>> }) &
  (E extends { form: UploadForm } ? { body: FormData } : unknown);

/** What a successful answer holds: the response contract's output, or nothing for 204 and streams. */
export type EndpointOutput<E extends EndpointDefinition> = E['response'] extends {
  schema: infer S extends z.ZodType;
}
  ? z.output<S>
  : undefined;

/** The endpoint's URL below the origin: `/api` + its path with each `{name}` filled in, plus the query. */
export function endpointUrl(
  endpoint: Pick<EndpointRoute, 'path'>,
  input: { params?: Record<string, unknown>; query?: Record<string, unknown> } = {},
): string {
  const path = endpoint.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = input.params?.[name];
    if (value === undefined || value === null) throw new Error(`${endpoint.path} needs the parameter ${name}.`);
    return encodeURIComponent(String(value));
  });
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(input.query ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    for (const one of Array.isArray(value) ? value : [value]) query.append(name, String(one));
  }
  const search = query.toString();
  return `/api${path}${search ? `?${search}` : ''}`;
}

/** What calling an endpoint sends, for the web's and the tests' clients: URL, method, headers that have a value, body. */
export function endpointRequest<E extends EndpointDefinition>(
  endpoint: EndpointRoute,
  input: EndpointInput<E> | undefined,
) {
  const given = (input ?? {}) as {
    params?: Record<string, unknown>;
    query?: Record<string, unknown>;
    headers?: Record<string, string | undefined>;
    body?: unknown;
  };
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(given.headers ?? {})) if (value !== undefined) headers[name] = value;
  return {
    url: endpointUrl(endpoint, given),
    method: endpoint.method.toUpperCase() as Uppercase<EndpointMethod>,
    headers,
    body: given.body,
  };
}
