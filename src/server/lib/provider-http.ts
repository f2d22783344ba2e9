/** A provider's answer: its HTTP status and its body parsed as JSON (null when empty or not JSON). */
export interface ProviderAnswer {
  status: number;
  body: unknown;
}

/** Basic auth for a provider's key id and secret. */
export const basicAuth = (keyId: string, keySecret: string) =>
  `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString('base64')}`;

/**
 * One JSON request to an outside provider (a payment or payout gateway) within `timeoutMs`, answer included. A
 * network error or a timeout throws what `unreachable` makes of it; any HTTP answer is returned for the caller to map.
 */
export async function callProvider(
  url: string,
  init: {
    method: 'GET' | 'POST' | 'PATCH';
    /** The Authorization header; a provider that authenticates otherwise (Cashfree's x-client-id) sends none. */
    authorization?: string;
    headers?: Record<string, string>;
    json?: unknown;
    /** A form-encoded body (`a=1&b=2`), for a provider that takes one (Delhivery's manifests) instead of JSON. */
    form?: string;
    timeoutMs: number;
    fetch?: typeof globalThis.fetch;
  },
  unreachable: (cause: unknown) => Error,
): Promise<ProviderAnswer> {
  const fetchImpl = init.fetch ?? globalThis.fetch;
  try {
    const response = await fetchImpl(url, {
      method: init.method,
      headers: {
        accept: 'application/json',
        ...(init.authorization === undefined ? {} : { authorization: init.authorization }),
        ...(init.json === undefined ? {} : { 'content-type': 'application/json' }),
        ...(init.form === undefined ? {} : { 'content-type': 'application/x-www-form-urlencoded' }),
        ...init.headers,
      },
      body: init.form ?? (init.json === undefined ? null : JSON.stringify(init.json)),
      signal: AbortSignal.timeout(init.timeoutMs),
    });
    const text = await response.text();
    let body: unknown = null;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      body = null;
    }
    return { status: response.status, body };
  } catch (error) {
    throw unreachable(error);
  }
}
