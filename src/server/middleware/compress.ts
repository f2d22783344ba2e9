import { AUTH_BASE_PATH } from '#shared/endpoints/auth-paths.ts';
import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-env.ts';
import {
  COMPRESS_MIN_BYTES,
  compress,
  etagMatches,
  negotiateEncoding,
  varyOnEncoding,
  weakEtag,
} from '../lib/compression.ts';
import type { CachedBody } from '../lib/public-cache.ts';

/** The answers made per request: API JSON and the HTML shell. Static files come precompressed; streams are never buffered. */
const dynamicText = /^(application\/json|text\/html)\b/i;

/**
 * Compresses JSON and HTML answers of 1 KiB or more in the coding the client
 * prefers (brotli, then gzip), with `Vary: Accept-Encoding` on every such
 * answer so a shared cache keeps one copy per coding. better-auth's answers
 * are left alone: they carry session tokens, and compressing a secret next to
 * text a third party can choose is how BREACH reads it (decision 023).
 */
export function compressResponses(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    const response = c.res;
    if (!response.body || c.req.method === 'HEAD' || response.headers.has('content-encoding')) return;
    if (!dynamicText.test(response.headers.get('content-type') ?? '') || c.req.path.startsWith(`${AUTH_BASE_PATH}/`))
      return;
    const encoding = negotiateEncoding(c.req.header('accept-encoding'));
    const body = new Uint8Array(await response.arrayBuffer());
    const compressed = encoding && body.length >= COMPRESS_MIN_BYTES ? await compress(body, encoding) : null;
    // Hono copies the old answer's headers onto the new one, so the new headers are set after.
    c.res = new Response(compressed ? new Uint8Array(compressed) : body, response);
    const headers = c.res.headers;
    headers.set('Vary', varyOnEncoding(headers.get('vary')));
    if (!compressed || !encoding) return;
    headers.set('Content-Encoding', encoding);
    headers.set('Content-Length', String(compressed.length));
    const etag = headers.get('etag');
    if (etag) headers.set('ETag', weakEtag(etag));
  };
}

/**
 * Answers a micro-cache entry (JSON, or a server-rendered page): 304 when the client's copy is current, else the
 * bytes in the client's coding, compressed once per entry rather than once per answer.
 */
export function sendCached(c: Context<AppEnv>, cached: CachedBody, contentType = 'application/json'): Response {
  const encoding = negotiateEncoding(c.req.header('accept-encoding'));
  const encoded = encoding ? cached.encoded(encoding) : null;
  c.header('ETag', encoded ? weakEtag(cached.etag) : cached.etag);
  c.header('Vary', 'Accept-Encoding');
  if (etagMatches(c.req.header('if-none-match'), cached.etag)) return c.body(null, 304);
  if (!encoded || !encoding) return c.body(cached.body, 200, { 'Content-Type': contentType });
  return c.body(new Uint8Array(encoded), 200, { 'Content-Type': contentType, 'Content-Encoding': encoding });
}
