import { createReadStream, existsSync, readFileSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { MiddlewareHandler } from 'hono';
import { LOCALE_TAGS, type Locale } from '#shared/i18n/locales.ts';
import { APP_START_MODULE, HINDI_CATALOG_MODULE, type RenderedPage } from '#shared/server-pages.ts';
import type { AppEnv } from '../app-env.ts';
import { ENCODING_SUFFIX, isCompressible, negotiateEncoding } from '../lib/compression.ts';
import type { PublicCache } from '../lib/public-cache.ts';
import { translateText } from '../lib/i18n.ts';
import { fontPreloads, pageCacheKey, pageLocale, readManifest, routePreloads } from '../lib/server-pages.ts';
import { sendCached } from './compress.ts';

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
  headFor?: (path: string, query: URLSearchParams, locale: Locale) => Promise<string | null>;
  /**
   * Server rendering (decision 027): the pages buyers land on come as HTML the
   * browser hydrates, kept in the public micro-cache like the store's data.
   */
  pages?: { render: (url: string, locale: Locale) => Promise<RenderedPage | null>; cache: PublicCache };
}

const PAGE_TITLE = /*i18n*/ 'Haat · creator commerce for India';
const PAGE_DESCRIPTION = /*i18n*/ 'Haat: creators open stores, sellers list products, buyers shop. Made for India.';

const escapeHtml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

/** index.html in a language: `<html lang>`, and the generic title and description in it (written in English). */
function localizedIndex(html: string, locale: Locale): string {
  if (locale === 'en') return html;
  return html
    .replace('<html lang="en-IN">', () => `<html lang="${LOCALE_TAGS[locale]}">`)
    .replace(/<title>[\s\S]*?<\/title>/, () => `<title>${escapeHtml(translateText(locale, PAGE_TITLE))}</title>`)
    .replace(
      /<meta name="description" content="[^"]*" \/>/,
      () => `<meta name="description" content="${escapeHtml(translateText(locale, PAGE_DESCRIPTION))}" />`,
    );
}

const HTML = 'text/html; charset=utf-8';

// Replacers are functions, so a "$&" in a product's name is text, not a replacement pattern.
const withHead = (html: string, lines: string[]) =>
  html.replace('</head>', () => `${lines.map((line) => `  ${line}\n`).join('')}  </head>`);

/**
 * index.html around a rendered page: its markup in #root, its data beside it,
 * and the app's and the route's chunks listed for the browser entry to fetch
 * once the page is painted (main.tsx). The page is readable before any script
 * runs, so the tiny entry loads at low priority: on a slow network the
 * stylesheet and the first photos come first (decision 027).
 */
const withPage = (html: string, page: RenderedPage, chunks: string[]) =>
  html
    .replace(
      '<div id="root"></div>',
      () =>
        `<div id="root">${page.html}</div>\n    <script type="application/json" id="haat-state">${page.state}</script>` +
        `\n    <script type="application/json" id="haat-preload">${JSON.stringify(chunks)}</script>`,
    )
    .replaceAll('<script type="module" crossorigin', '<script type="module" fetchpriority="low" crossorigin');

const modulePreloads = (files: string[]) =>
  files.map((file) => `<link rel="modulepreload" crossorigin href="${file}">`);

export function serveWebApp(webRoot: string, options: WebAppOptions = {}): MiddlewareHandler<AppEnv> {
  const root = path.resolve(webRoot);
  const indexPath = path.join(root, 'index.html');
  const indexHtml = existsSync(indexPath) ? readFileSync(indexPath, 'utf8') : null;
  const manifest = readManifest(root);
  // The app itself: preloaded by the shell, which needs it to show anything; fetched after the paint by a rendered page.
  const appChunks = routePreloads(manifest, APP_START_MODULE);
  // A Hindi page also needs the Hindi catalog, fetched with the app.
  const appChunksFor: Record<Locale, string[]> = {
    en: appChunks,
    hi: [...appChunks, ...routePreloads(manifest, HINDI_CATALOG_MODULE)],
  };
  const fonts = fontPreloads(manifest);
  const indexFor: Record<Locale, string> | null = indexHtml
    ? { en: localizedIndex(indexHtml, 'en'), hi: localizedIndex(indexHtml, 'hi') }
    : null;
  const { pages } = options;

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
      // The build's own bookkeeping (.vite/manifest.json) is not served.
      if (requestPath.includes('/.')) return c.text('Not found', 404);
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
      const [sendPath, size] =
        encodedPath && encodedInfo?.isFile() ? [encodedPath, encodedInfo.size] : [filePath, info.size];
      c.header('Content-Type', contentType);
      c.header('Content-Length', String(size));
      c.header('Cache-Control', requestPath.startsWith('/assets/') ? IMMUTABLE : 'public, max-age=3600');
      if (compressible) c.header('Vary', 'Accept-Encoding');
      if (sendPath !== filePath && encoding) c.header('Content-Encoding', encoding);
      if (c.req.method === 'HEAD') return c.body(null, 200);
      return c.body(Readable.toWeb(createReadStream(sendPath)) as ReadableStream, 200);
    }
    if (indexFor === null) {
      return c.text('The web app is not built. Run `npm run build` (npm start does it for you).', 503);
    }
    c.header('Cache-Control', 'no-cache');
    // The page's language follows the cookie and Accept-Language (decision 047).
    c.header('Vary', 'Accept-Encoding, Accept-Language, Cookie');
    const url = new URL(c.req.url);
    const locale = pageLocale(url.searchParams, {
      cookie: c.req.header('cookie'),
      'accept-language': c.req.header('accept-language'),
    });
    const cacheKey = pageCacheKey(requestPath, url.searchParams, locale);
    const cached = pages?.cache.get(cacheKey);
    if (cached) return sendCached(c, cached, HTML);
    const [head, page] = await Promise.all([
      options.headFor ? options.headFor(requestPath, url.searchParams, locale) : null,
      // A page that fails to render is still the app: the shell, rendered in the browser.
      pages?.render(`${url.pathname}${url.search}`, locale).catch((error: unknown) => {
        c.get('logger').error({ err: error }, 'server rendering failed');
        return null;
      }) ?? null,
    ]);
    // The route's own <title> replaces the generic one.
    const index = indexFor[locale];
    const base = head?.includes('<title>') ? index.replace(/<title>[\s\S]*?<\/title>/, '') : index;
    if (!page || !pages)
      return c.html(withHead(base, [head ?? '', ...fonts, ...modulePreloads(appChunksFor[locale])].filter(Boolean)));
    const chunks = [
      ...new Set([...appChunksFor[locale], ...page.modules.flatMap((module) => routePreloads(manifest, module))]),
    ];
    const html = withPage(withHead(base, [head ?? '', page.head, ...fonts].filter(Boolean)), page, chunks);
    return sendCached(c, pages.cache.set(cacheKey, html), HTML);
  };
}
