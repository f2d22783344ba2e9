import http from 'node:http';

/** An answer as node:http gives it; a request that failed (refused, reset) has status 0 and the error as body. */
export interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

export interface RawRequest {
  /** The server's origin, e.g. http://127.0.0.1:3000. */
  origin: string;
  method: string;
  path: string;
  /** Sent as JSON. */
  body?: unknown;
  headers?: Record<string, string>;
  /** A loopback address to send from (127.0.0.x), as a client on another network would. */
  localAddress?: string;
  /** A keep-alive agent to reuse connections; by default each request has its own. */
  agent?: http.Agent;
}

/**
 * One request over node:http, for what fetch cannot do: choose the sending
 * address, reuse keep-alive connections under test control, see resets.
 */
export function rawRequest(request: RawRequest): Promise<RawAnswer> {
  const url = new URL(request.origin);
  const payload = request.body === undefined ? undefined : JSON.stringify(request.body);
  const headers = {
    ...(payload ? { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(payload)) } : {}),
    ...request.headers,
  };
  return new Promise((resolve) => {
    const failed = (error: Error) => resolve({ status: 0, headers: {}, body: String(error) });
    const outgoing = http.request(
      {
        host: url.hostname,
        port: url.port,
        method: request.method,
        path: request.path,
        headers,
        agent: request.agent ?? false,
        localAddress: request.localAddress,
      },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }));
        response.on('error', failed);
      },
    );
    outgoing.on('error', failed);
    outgoing.end(payload);
  });
}
