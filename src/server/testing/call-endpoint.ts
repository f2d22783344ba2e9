import { type ErrorEnvelope, errorEnvelopeSchema } from '#shared/contracts/common.ts';
import {
  type EndpointDefinition,
  type EndpointInput,
  type EndpointOutput,
  endpointUrl,
} from '#shared/endpoints/define.ts';
import type { TestServer } from './test-server.ts';

/** An answer: `data` on success, checked against the endpoint's response contract; `error` otherwise. */
export type EndpointAnswer<E extends EndpointDefinition> =
  | { status: number; ok: true; data: EndpointOutput<E>; error?: undefined }
  | { status: number; ok: false; data?: undefined; error: ErrorEnvelope['error'] };

/**
 * Calls an endpoint of a test server as the web does (src/shared/endpoints): typed input, the session cookie
 * when given, and the answer parsed with the endpoint's response contract, so a test also proves the server keeps it.
 */
export async function callEndpoint<const E extends EndpointDefinition>(
  server: Pick<TestServer, 'fetch'>,
  endpoint: E,
  input: EndpointInput<E>,
  cookie?: string,
): Promise<EndpointAnswer<E>> {
  const given = input as {
    params?: Record<string, unknown>;
    query?: Record<string, unknown>;
    body?: unknown;
    headers?: Record<string, string | undefined>;
  };
  const headers: Record<string, string> = cookie ? { cookie } : {};
  for (const [name, value] of Object.entries(given.headers ?? {})) if (value !== undefined) headers[name] = value;
  let body: BodyInit | undefined;
  if (given.body instanceof FormData) body = given.body;
  else if (given.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(given.body);
  }
  const response = await server.fetch(endpointUrl(endpoint, given), {
    method: endpoint.method.toUpperCase(),
    headers,
    ...(body === undefined ? {} : { body }),
  });
  if (!response.ok) {
    return { status: response.status, ok: false, error: errorEnvelopeSchema.parse(await response.json()).error };
  }
  if (!('schema' in endpoint.response)) return { status: response.status, ok: true, data: undefined as never };
  const data = endpoint.response.schema.parse(await response.json()) as EndpointOutput<E>;
  return { status: response.status, ok: true, data };
}

/**
 * A successful answer's data, for a test that goes on to read it; any other answer throws with its status and
 * error, so the test fails at the call that went wrong.
 */
export function dataOf<E extends EndpointDefinition>(answer: EndpointAnswer<E>): EndpointOutput<E> {
  if (!answer.ok) throw new Error(`answered ${answer.status}: ${answer.error.code}: ${answer.error.message}`);
  return answer.data;
}
