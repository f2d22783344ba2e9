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
const fileHeaders = secureHeaders({
  contentSecurityPolicy: undefined,
  crossOriginEmbedderPolicy: false,
  crossOriginOpenerPolicy: false,
  originAgentCluster: false,
  referrerPolicy: false,
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xFrameOptions: false,
  xPermittedCrossDomainPolicies: false,
  xXssProtection: false,
  permissionsPolicy: undefined,
});

/** Hashed build assets and uploaded media: files, never pages. */
const filePath = /^\/(assets|media)\//;

export function securityHeaders(): MiddlewareHandler {
  return (c, next) => (filePath.test(c.req.path) ? fileHeaders(c, next) : documentHeaders(c, next));
}
