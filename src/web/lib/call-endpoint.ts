import type { z } from 'zod';
import {
  type EndpointDefinition,
  type EndpointInput,
  type EndpointOutput,
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
