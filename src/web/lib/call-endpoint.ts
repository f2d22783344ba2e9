import type { z } from 'zod';
import {
  type EndpointDefinition,
  type EndpointInput,
  type EndpointOutput,
  type EndpointRoute,
  endpointRequest,
} from '#shared/endpoints/define.ts';
import { apiRequest } from './api-client.ts';

/**
 * Calls an endpoint defined in src/shared/endpoints: URL, method, headers and body from the definition and the
 * input, and the answer checked against its response contract. (The store's first screen, which must not load zod,
 * calls `apiRequest` with `endpointUrl` instead: decision 028.)
 */
export function callEndpoint<const E extends EndpointDefinition>(
  endpoint: E,
  ...[input, options]: keyof EndpointInput<E> extends never
    ? [input?: EndpointInput<E>, options?: { signal?: AbortSignal }]
    : [input: EndpointInput<E>, options?: { signal?: AbortSignal }]
): Promise<EndpointOutput<E>> {
  const { url, ...request } = endpointRequest(endpoint, input);
  const schema = 'schema' in endpoint.response ? endpoint.response.schema : undefined;
  return apiRequest(url, { ...request, ...options }, schema as z.ZodType<EndpointOutput<E>> | undefined);
}

/**
 * Calls an endpoint by its route alone (method and path, from its slice's zod-free `*-paths.ts`), for what the pages
 * buyers land on call before anything else: the answer is read by the definition's type `E`, not parsed, so zod
 * stays off the first load (decision 028).
 */
export function callRoute<E extends EndpointDefinition>(
  route: EndpointRoute,
  input?: EndpointInput<E>,
  options: { signal?: AbortSignal; keepalive?: boolean } = {},
): Promise<EndpointOutput<E>> {
  const { url, ...request } = endpointRequest<E>(route, input);
  return apiRequest<EndpointOutput<E>>(url, { ...request, ...options });
}
