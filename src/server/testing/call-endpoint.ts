import { type ErrorEnvelope, errorEnvelopeSchema } from '#shared/contracts/common.ts';
import {
  type EndpointDefinition,
  type EndpointInput,
  type EndpointOutput,
  endpointRequest,
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
  const request = endpointRequest(endpoint, input);
  const headers: Record<string, string> = { ...request.headers, ...(cookie ? { cookie } : {}) };
  let body: BodyInit | undefined;
  if (request.body instanceof FormData) body = request.body;
  else if (request.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(request.body);
  }
  const response = await server.fetch(request.url, {
    method: request.method,
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
