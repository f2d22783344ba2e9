import type { ErrorEnvelope, FileProblem } from '#shared/contracts/common.ts';
import type { z } from 'zod';

/** An API error with the envelope's code, message and field errors. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields: Record<string, string[]> | undefined;
  /** An uploaded file refused row by row: its problems and the CSV report of them (a catalog import). */
  readonly problems: FileProblem[] | undefined;
  readonly report: string | undefined;

  constructor(
    status: number,
    code: string,
    message: string,
    fields?: Record<string, string[]>,
    file?: { problems?: FileProblem[] | undefined; report?: string | undefined },
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.fields = fields;
    this.problems = file?.problems;
    this.report = file?.report;
  }
}

type Transport = (path: string, init: RequestInit) => Promise<Response>;

let transport: Transport = (path, init) => fetch(path, init);

/** Server rendering answers the app's own API in-process instead of over the network (entry-server.tsx). */
export function setApiTransport(next: Transport) {
  transport = next;
}

/**
 * The error envelope of an answer, or null when the body is not one (a proxy's page, an empty body).
 * Checked by hand rather than with the contract's schema: this client is on every first load, and
 * importing a schema would bring zod (about 25 KB gzipped) with it.
 */
export function readErrorEnvelope(body: unknown): ErrorEnvelope['error'] | null {
  if (typeof body !== 'object' || body === null || !('error' in body)) return null;
  const { error } = body;
  if (typeof error !== 'object' || error === null || !('code' in error) || !('message' in error)) return null;
  const { code, message } = error;
  if (typeof code !== 'string' || typeof message !== 'string') return null;
  const file = fileProblems(error);
  const fields = 'fields' in error ? error.fields : undefined;
  if (fields === undefined) return { code, message, ...file };
  return isFieldErrors(fields) ? { code, message, fields, ...file } : null;
}

/** The problems and report of a refused file, when the envelope has them (checked loosely: shown, never trusted). */
function fileProblems(error: object): Pick<ErrorEnvelope['error'], 'problems' | 'report'> {
  const problems = 'problems' in error && Array.isArray(error.problems) ? (error.problems as FileProblem[]) : undefined;
  const report = 'report' in error && typeof error.report === 'string' ? error.report : undefined;
  return { ...(problems ? { problems } : {}), ...(report === undefined ? {} : { report }) };
}

function isFieldErrors(value: unknown): value is Record<string, string[]> {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.values(value).every(
      (messages) => Array.isArray(messages) && messages.every((message) => typeof message === 'string'),
    )
  );
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

interface RequestOptions<TBody> {
  method?: Method;
  /** JSON-encoded, or sent as it is when it is FormData (uploads). */
  body?: TBody;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  keepalive?: boolean;
}

/**
 * The one API client: every fetcher goes through it. It sends JSON, parses
 * the error envelope into ApiError, and validates the response when given a schema.
 * Without one the answer is taken as the contract's type: what the first screen of a
 * store asks for goes that way, so zod stays off its first load (decision 028).
 */
export async function apiRequest<TResponse, TBody = unknown>(
  path: string,
  options: RequestOptions<TBody> = {},
  schema?: z.ZodType<TResponse>,
): Promise<TResponse> {
  const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
  const init: RequestInit = { method: options.method ?? 'GET', headers, credentials: 'same-origin' };
  if (options.body instanceof FormData) {
    init.body = options.body;
  } else if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    init.body = JSON.stringify(options.body);
  }
  if (options.signal) init.signal = options.signal;
  if (options.keepalive) init.keepalive = true;

  const response = await transport(path, init);
  if (!response.ok) {
    const envelope = readErrorEnvelope(await response.json().catch(() => null));
    if (envelope) throw new ApiError(response.status, envelope.code, envelope.message, envelope.fields, envelope);
    throw new ApiError(response.status, 'http_error', `The server answered ${response.status}.`);
  }
  if (response.status === 204) return undefined as TResponse;
  const data: unknown = await response.json();
  return schema ? schema.parse(data) : (data as TResponse);
}
