import type { EndpointDefinition, EndpointRoute } from '#shared/endpoints/define.ts';

/**
 * The served endpoints, found by a request's method and path before it is routed: what the body limit and the
 * public cache's clearing read from a definition (its upload form's `maxBytes`, `keepsPublicCache`), so no path is
 * written twice.
 */
export interface EndpointIndex {
  find(method: string, path: string): EndpointDefinition | undefined;
}

/** The request paths of an endpoint, each parameter captured (at most `parameterLength` characters). */
export const endpointPattern = (endpoint: EndpointRoute, parameterLength?: number) =>
  new RegExp(
    `^/api${endpoint.path.replace(/\{\w+\}/g, parameterLength ? `([^/]{1,${parameterLength}})` : '([^/]+)')}$`,
  );

/** An endpoint's path as Hono writes a route (`/api/stores/:id/visits`), below /api unless `base` says otherwise. */
export const honoPath = (endpoint: EndpointRoute, base = '/api') =>
  `${base}${endpoint.path.replace(/\{(\w+)\}/g, ':$1')}`;

export function indexEndpoints(endpoints: readonly EndpointDefinition[]): EndpointIndex {
  // By method, so a request is matched only against its own method's paths (every /api request asks).
  const byMethod = Map.groupBy(
    endpoints
      .map((endpoint) => ({
        endpoint,
        pattern: endpointPattern(endpoint),
        // A fixed segment wins over a parameter: /seller/products/import before /seller/products/{id}.
        parameters: endpoint.path.split('{').length - 1,
      }))
      .toSorted((a, b) => a.parameters - b.parameters),
    (entry) => entry.endpoint.method.toUpperCase(),
  );
  return {
    find: (method, path) => byMethod.get(method)?.find((entry) => entry.pattern.test(path))?.endpoint,
  };
}
