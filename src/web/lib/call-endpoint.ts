import type { z } from 'zod';
import {
  type EndpointDefinition,
  type EndpointInput,
  type EndpointOutput,
  endpointUrl,
} from '#shared/endpoints/define.ts';
import { apiRequest, type Method } from './api-client.ts';

/** Per-call options for `callEndpoint` beyond the endpoint's own input. */
export interface CallOptions {
  signal?: AbortSignal;
  keepalive?: boolean;
  headers?: Record<string, string>;
}

/**
 * Calls an endpoint defined in src/shared/endpoints: its URL from the path and `params`, its method, its body,
 * and the answer checked against its response contract. (The store's first screen, which must not load zod, calls
 * `apiRequest` with `endpointUrl` instead: decision 028.)
 */
export function callEndpoint<const E extends EndpointDefinition>(
  endpoint: E,
  ...[input, options]: keyof EndpointInput<E> extends never
    ? [input?: EndpointInput<E>, options?: CallOptions]
    : [input: EndpointInput<E>, options?: CallOptions]
): Promise<EndpointOutput<E>> {
  const given = (input ?? {}) as {
    params?: Record<string, unknown>;
    query?: Record<string, unknown>;
    body?: unknown;
    headers?: Record<string, string | undefined>;
  };
  const schema = 'schema' in endpoint.response ? endpoint.response.schema : undefined;
  const headers = Object.fromEntries(
    Object.entries({ ...given.headers, ...options?.headers }).filter(
      (entry): entry is [string, string] => entry[1] !== undefined,
    ),
  );
  return apiRequest(
    endpointUrl(endpoint, given),
    { method: endpoint.method.toUpperCase() as Method, body: given.body, ...options, headers },
    schema as z.ZodType<EndpointOutput<E>> | undefined,
  );
}
