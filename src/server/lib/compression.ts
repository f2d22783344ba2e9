import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';
import { parseAccept } from 'hono/utils/accept';
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from 'hono/utils/compress';

/**
 * Content codings Haat answers in, best first: brotli, then gzip (decision 023).
 * Static assets are compressed once at build time (`scripts/precompress.ts`);
 * dynamic answers (API JSON, the HTML shell) at the levels below, measured in
 * the decision record: a fast level costs less CPU than the bytes it saves on a
 * slow mobile network.
 */
export const ENCODINGS = ['br', 'gzip'] as const;
export type Encoding = (typeof ENCODINGS)[number];

/** Bodies smaller than this go as they are: the framing would eat the saving. */
export const COMPRESS_MIN_BYTES = 1024;

/** Brotli quality 4 and gzip level 6 for answers made per request (decision 023). */
const brotliOptions = {
  params: { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT },
};
const gzipOptions = { level: 6 };

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** The file suffix of a precompressed sibling (`app.js.br`). */
export const ENCODING_SUFFIX: Record<Encoding, string> = { br: '.br', gzip: '.gz' };

/**
 * The coding to answer in for an Accept-Encoding header: the one with the
 * highest q the client gives, brotli on a tie; null for none (identity).
 */
export function negotiateEncoding(acceptEncoding: string | null | undefined): Encoding | null {
  if (!acceptEncoding) return null;
  let best: Encoding | null = null;
  let bestQ = 0;
  const accepted = parseAccept(acceptEncoding);
  const wildcard = accepted.find((entry) => entry.type === '*')?.q ?? 0;
  for (const encoding of ENCODINGS) {
    const q = accepted.find((entry) => entry.type.toLowerCase() === encoding)?.q ?? wildcard;
    if (q > bestQ) {
      best = encoding;
      bestQ = q;
    }
  }
  return best;
}

/** Whether a Content-Type is text worth compressing (not images, video or event streams). */
export function isCompressible(contentType: string | null | undefined): boolean {
  return !!contentType && COMPRESSIBLE_CONTENT_TYPE_REGEX.test(contentType);
}

/** Compresses a dynamic answer, off the event loop (zlib's thread pool). */
export async function compress(body: Uint8Array, encoding: Encoding): Promise<Buffer> {
  return encoding === 'br' ? brotliAsync(body, brotliOptions) : gzipAsync(body, gzipOptions);
}

/** The same, on the calling thread: for a micro-cache entry, compressed once and answered many times. */
export function compressSync(body: Uint8Array, encoding: Encoding): Buffer {
  return encoding === 'br' ? brotliCompressSync(body, brotliOptions) : gzipSync(body, gzipOptions);
}

/**
 * The entity tag of a compressed answer: weak, as nginx does, because its
 * bytes differ from the identity answer's while its meaning does not;
 * If-None-Match compares weakly (RFC 9110 §13.1.2), so either revalidates.
 */
export function weakEtag(etag: string): string {
  return etag.startsWith('W/') ? etag : `W/${etag}`;
}

const opaque = (tag: string) => tag.trim().replace(/^W\//, '');

/** RFC 9110's weak comparison of an If-None-Match header against an entity tag. */
export function etagMatches(ifNoneMatch: string | null | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const wanted = opaque(etag);
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === wanted);
}

/** Adds Accept-Encoding to a Vary header's value without repeating it. */
export function varyOnEncoding(vary: string | null | undefined): string {
  if (!vary) return 'Accept-Encoding';
  return /(^|,)\s*(accept-encoding|\*)\s*(,|$)/i.test(vary) ? vary : `${vary}, Accept-Encoding`;
}
