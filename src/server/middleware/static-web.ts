import { createReadStream, existsSync, readFileSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-context.ts';
import { ENCODING_SUFFIX, isCompressible, negotiateEncoding } from '../lib/compression.ts';

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.mp4': 'video/mp4',
};

export const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Serves the built SPA. Hashed files under /assets are cached for a year; a
 * path that names a file (has an extension) and is missing gets a 404, never
 * index.html; any other path, and every /@handle store link, gets index.html
 * so the client router decides.
 */
export interface WebAppOptions {
  /**
   * Extra <head> markup for an app route, e.g. Open Graph tags of a store,
   * so link previews work without JavaScript. Null adds nothing.
   */
  headFor?: (path: string, query: URLSearchParams) => Promise<string | null>;
}

export function serveWebApp(webRoot: string, options: WebAppOptions = {}): MiddlewareHandler<AppEnv> {
  const root = path.resolve(webRoot);
  const indexPath = path.join(root, 'index.html');
  const indexHtml = existsSync(indexPath) ? readFileSync(indexPath, 'utf8') : null;

  return async (c, next) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next();
    let requestPath: string;
    try {
      requestPath = decodeURIComponent(c.req.path);
    } catch {
      return c.text('Bad request', 400);
    }
    // Store links (/@priya.styles) are app routes even though handles may contain dots.
    const extension = requestPath.startsWith('/@') ? '' : path.extname(requestPath).toLowerCase();
    if (extension) {
      const filePath = path.join(root, requestPath);
      if (!filePath.startsWith(root + path.sep)) return c.text('Not found', 404);
      const info = await stat(filePath).catch(() => null);
      if (!info?.isFile()) return c.text('Not found', 404);
      const contentType = contentTypes[extension] ?? 'application/octet-stream';
      // Text comes as the build precompressed it (scripts/precompress.ts), in the coding the client prefers.
      const compressible = isCompressible(contentType);
      const encoding = compressible ? negotiateEncoding(c.req.header('accept-encoding')) : null;
      const encodedPath = encoding ? `${filePath}${ENCODING_SUFFIX[encoding]}` : null;
      const encodedInfo = encodedPath ? await stat(encodedPath).catch(() => null) : null;
      const [sendPath, size] = encodedPath && encodedInfo?.isFile() ? [encodedPath, encodedInfo.size] : [filePath, info.size];
      c.header('Content-Type', contentType);
      c.header('Content-Length', String(size));
      c.header('Cache-Control', requestPath.startsWith('/assets/') ? IMMUTABLE : 'public, max-age=3600');
      if (compressible) c.header('Vary', 'Accept-Encoding');
      if (sendPath !== filePath && encoding) c.header('Content-Encoding', encoding);
      if (c.req.method === 'HEAD') return c.body(null, 200);
      return c.body(Readable.toWeb(createReadStream(sendPath)) as ReadableStream, 200);
    }
    if (indexHtml === null) {
      return c.text('The web app is not built. Run `npm run build` (npm start does it for you).', 503);
    }
    c.header('Cache-Control', 'no-cache');
    const head = options.headFor ? await options.headFor(requestPath, new URL(c.req.url).searchParams) : null;
    if (!head) return c.html(indexHtml);
    // The route's own <title> replaces the generic one.
    const base = head.includes('<title>') ? indexHtml.replace(/<title>[\s\S]*?<\/title>/, '') : indexHtml;
    return c.html(base.replace('</head>', `  ${head}\n  </head>`));
  };
}
