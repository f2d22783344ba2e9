import { type HttpHandler, HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, onTestFinished, vi } from 'vitest';
import type { z } from 'zod';
import type { ErrorEnvelope } from '#shared/contracts/common.ts';
import type { EndpointDefinition, EndpointErrorStatus, EndpointOutput } from '#shared/endpoints/define.ts';

/*
 * The network of a web test: Mock Service Worker answers the page's `fetch` in the test's process, with handlers
 * made from the endpoints' definitions (src/shared/endpoints). A test file that imports this module (or
 * render-screen.tsx, which does) gets a server listening for its tests: a request nothing answers fails the test
 * (MSW says so with console.error, which tests/setup/fail-on-console-error.ts turns into a failure), and the
 * handlers a test adds with `server.use` are gone after it.
 *
 * The page calls relative URLs (`/api/...`); jsdom's page is at http://localhost:3000 (Vitest's default), and MSW
 * matches a relative path against it.
 */
export const server = setupServer();

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

type SchemaOf<E, K extends 'params' | 'query' | 'body'> = E extends { [key in K]: infer S extends z.ZodType }
  ? S
  : never;
type Parsed<E, K extends 'params' | 'query'> = [SchemaOf<E, K>] extends [never]
  ? Record<string, never>
  : z.output<SchemaOf<E, K>>;

/** What a handler is asked: the request, and its parts read as the server would read them. */
export interface Asked<E extends EndpointDefinition> {
  request: Request;
  /** The path's parameters, parsed by the endpoint's contract. */
  params: Parsed<E, 'params'>;
  /** The query, parsed by the endpoint's contract. */
  query: Parsed<E, 'query'>;
  /**
   * The JSON body as the page sent it (checked against the contract, so a test fails on a body the server would
   * refuse), typed as what a caller sends. An upload's FormData is not read here: `recordUploads` says why.
   */
  body: [SchemaOf<E, 'body'>] extends [never] ? undefined : z.input<SchemaOf<E, 'body'>>;
}

/** The endpoint's answer: its response contract's output (nothing for a 204), or a Response of the test's own. */
export type Answer<E extends EndpointDefinition> =
  | ([EndpointOutput<E>] extends [undefined] ? void : EndpointOutput<E>)
  | Response;

/** `/api` and the definition's path, each `{name}` a `:name` for MSW. */
export const handlerPath = (endpoint: Pick<EndpointDefinition, 'path'>) =>
  `/api${endpoint.path.replace(/\{(\w+)\}/g, ':$1')}`;

function checked(endpoint: EndpointDefinition, part: string, schema: z.ZodType, value: unknown) {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const route = `${endpoint.method.toUpperCase()} ${handlerPath(endpoint)}`;
  throw new Error(`${route} was sent ${part} its contract refuses: ${result.error.message}`);
}

/** The query as an object: a name given once is a string, one given more often a list. */
function queryOf(url: URL): Record<string, string | string[]> {
  const query: Record<string, string | string[]> = {};
  for (const name of new Set(url.searchParams.keys())) {
    const values = url.searchParams.getAll(name);
    query[name] = values.length === 1 ? (values[0] as string) : values;
  }
  return query;
}

/**
 * A handler for an endpoint, from its definition: it answers the endpoint's method and path with what `resolve`
 * returns, as JSON with the definition's success status (201, 200), or a Response when it returns one (an error
 * envelope: `refuse`, a file, a 204).
 */
export function answer<const E extends EndpointDefinition>(
  endpoint: E,
  resolve: (asked: Asked<E>) => Answer<E> | Promise<Answer<E>>,
): HttpHandler {
  return http[endpoint.method](handlerPath(endpoint), async ({ request, params }) => {
    const asked = {
      request,
      params: endpoint.params ? checked(endpoint, 'path parameters', endpoint.params, params) : {},
      query: endpoint.query ? checked(endpoint, 'a query', endpoint.query, queryOf(new URL(request.url))) : {},
      body: undefined as unknown,
    };
    if (endpoint.body) {
      const body: unknown = await request.clone().json();
      checked(endpoint, 'a body', endpoint.body, body);
      asked.body = body;
    }
    const answered = await resolve(asked as Asked<E>);
    if (answered instanceof Response) return answered;
    const { response } = endpoint;
    if ('schema' in response) return HttpResponse.json(answered as object, { status: response.status });
    return new HttpResponse(null, { status: response.status });
  });
}

/** The error envelope the server answers a refusal with. */
export const refuse = (
  status: EndpointErrorStatus | 500,
  code: string,
  message: string,
  extra: Omit<ErrorEnvelope['error'], 'code' | 'message'> = {},
) => HttpResponse.json({ error: { code, message, ...extra } } satisfies ErrorEnvelope, { status });

/**
 * Every request the page sends from now until the test ends, as `METHOD /path?query`, in the order sent: for a test
 * that says what went to the server, and that nothing else did.
 */
export function recordRequests(): string[] {
  const sent: string[] = [];
  const record = ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    sent.push(`${request.method} ${url.pathname}${url.search}`);
  };
  server.events.on('request:start', record);
  onTestFinished(() => server.events.removeListener('request:start', record));
  return sent;
}

/**
 * Every upload the page sends from now until the test ends: the URL it called and the FormData it built. In jsdom a
 * FormData's files lose their names and bytes on the way through Node's Request (Vitest's jsdom environment turns
 * jsdom's File into a nameless Blob, and Node cannot parse a multipart body back there), so a handler cannot read
 * them: they are taken from the `fetch` call instead, which goes on to the handlers as before.
 */
export function recordUploads(): { url: string; form: FormData }[] {
  const uploads: { url: string; form: FormData }[] = [];
  const send = globalThis.fetch;
  const spy = vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    if (init?.body instanceof FormData) uploads.push({ url: String(input), form: init.body });
    return send(input, init);
  });
  onTestFinished(() => spy.mockRestore());
  return uploads;
}
