import type { MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';

/**
 * Strict defaults for a same-origin app. Inline style attributes are allowed
 * because React sets them (theme previews, progress widths); scripts are not.
 */
const documentHeaders = secureHeaders({
  contentSecurityPolicy: {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:'],
    mediaSrc: ["'self'", 'blob:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
  },
  crossOriginEmbedderPolicy: false,
  referrerPolicy: 'strict-origin-when-cross-origin',
  permissionsPolicy: { camera: [], microphone: [], geolocation: [] },
});

/**
 * A script, stylesheet, font or photo is never a document, so the policies that
 * only a document reads (CSP, framing, permissions, referrer…) would be about
 * 1 KB of dead weight on each of the dozens a page loads. What applies to any
 * file stays: no sniffing, same-origin use only, HTTPS from now on.
 */
const notADocument = {
  crossOriginEmbedderPolicy: false,
  crossOriginOpenerPolicy: false,
  originAgentCluster: false,
  referrerPolicy: false,
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xPermittedCrossDomainPolicies: false,
  xXssProtection: false,
  permissionsPolicy: undefined,
} as const;

const fileHeaders = secureHeaders({ ...notADocument, contentSecurityPolicy: undefined, xFrameOptions: false });

/**
 * JSON is data a script reads, never a page, so it carries what OWASP's REST cheat sheet asks of an API's answers
 * and no more: a policy that allows nothing and no framing, no sniffing, same-origin use, HTTPS. The document set was
 * about 1 KB on each of them, as much as a small answer's body, and every phone request paid it.
 */
const jsonHeaders = secureHeaders({
  ...notADocument,
  contentSecurityPolicy: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
  xFrameOptions: 'DENY',
});

/** Hashed build assets and uploaded media: files, never pages. */
const filePath = /^\/(assets|media)\//;
const json = /^application\/json\b/i;
const answered = async () => {};

/**
 * Files get the file set; an answer in JSON the JSON set; anything else (a page, a PDF, a CSV, a stream) the
 * document set. Which one is known once the route has answered: the headers are set on its response.
 */
export function securityHeaders(): MiddlewareHandler {
  return async (c, next) => {
    if (filePath.test(c.req.path)) return fileHeaders(c, next);
    await next();
    await (json.test(c.res.headers.get('content-type') ?? '') ? jsonHeaders : documentHeaders)(c, answered);
  };
}
