import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { IncomingHttpHeaders } from 'node:http';
import { type Locale, resolveLocale } from '#shared/i18n/locales.ts';
import type { ServerPages } from '#shared/server-pages.ts';

/**
 * The web app's server-rendering half (decision 027), built into dist/ssr by
 * `npm run build` next to dist/web; null when it is not built, and every page
 * is then the shell the browser renders.
 */
export async function loadServerPages(entry: string): Promise<ServerPages | null> {
  if (!existsSync(entry)) return null;
  return (await import(pathToFileURL(entry).href)) as ServerPages;
}

interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
  assets?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** The build's manifest (dist/web/.vite/manifest.json), or an empty one for a build without it. */
export function readManifest(webRoot: string): Manifest {
  const file = path.join(webRoot, '.vite', 'manifest.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Manifest) : {};
}

/** `key` and every chunk it imports, each listed after the chunks it imports. */
function staticImports(manifest: Manifest, key: string, into: Set<string>, seen = new Set<string>()): Set<string> {
  if (seen.has(key) || !manifest[key]) return into;
  seen.add(key);
  for (const child of manifest[key].imports ?? []) staticImports(manifest, child, into, seen);
  into.add(key);
  return into;
}

/**
 * The files a route module needs beyond what index.html already loads: its
 * own chunk and the chunks it imports, for <link rel="modulepreload"> so they
 * download with the entry instead of after it. A file comes after the files
 * it imports: the browser evaluates them in this order, one per task
 * (main.tsx).
 */
export function routePreloads(manifest: Manifest, module: string): string[] {
  const entryKeys = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
  const loaded = new Set<string>();
  for (const key of entryKeys) staticImports(manifest, key, loaded);
  return [...staticImports(manifest, module, new Set())]
    .filter((key) => !loaded.has(key))
    .map((key) => `/${manifest[key]?.file}`);
}

/**
 * Parameters that only say which campaign a visitor came from; the page is the same with or without them.
 * (`ref` is not one: /shop?ref= forwards to a store.)
 */
const trackingParam = /^(utm_[a-z]+|fbclid|gclid|igshid)$/;

/**
 * The micro-cache key of a server-rendered page: its language, its path and the query that shapes it, sorted,
 * so every visitor from one viral link who reads the same language shares one entry. (`lang` is in the key as
 * the language it chose.)
 */
export function pageCacheKey(pathname: string, params: URLSearchParams, locale: Locale): string {
  const shaping = [...params]
    .filter(([name]) => !trackingParam.test(name) && name !== 'lang')
    .toSorted(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `page:${locale}:${pathname}?${new URLSearchParams(shaping).toString()}`;
}

const header = (value: string | string[] | undefined) => (Array.isArray(value) ? value.join(', ') : value);

/** A page request's language (decision 047), from its query and its Node headers. */
export function pageLocale(params: URLSearchParams, headers: IncomingHttpHeaders): Locale {
  return resolveLocale({
    param: params.get('lang'),
    cookie: header(headers.cookie),
    acceptLanguage: header(headers['accept-language']),
  });
}

/** The server-rendered pages' paths, for the micro-cache's fast path (http-listener.ts). */
export const SERVER_PAGE_ROUTES = [
  {
    pattern: /^(\/@[a-z0-9_.]{1,30}|\/|\/homie|\/shop)$/i,
    // The web app's catch-all, which renders these pages on a miss.
    route: '/*',
    key: (match: RegExpExecArray, query: URLSearchParams, headers: IncomingHttpHeaders) =>
      pageCacheKey(match[1] ?? '', query, pageLocale(query, headers)),
  },
];

/**
 * The fonts the stylesheet uses, for <link rel="preload">: found only once the stylesheet has arrived and been
 * applied, a font would otherwise start downloading late and repaint the first screen's text when it lands.
 */
export function fontPreloads(manifest: Manifest): string[] {
  const fonts = Object.values(manifest).flatMap((chunk) => (chunk.isEntry ? (chunk.assets ?? []) : []));
  // Not the Devanagari font: most phones that read Hindi have it already (`local()` in styles.css), and an
  // English page never draws it.
  return fonts
    .filter((file) => file.endsWith('.woff2') && !file.includes('devanagari'))
    .map((file) => `<link rel="preload" href="/${file}" as="font" type="font/woff2" crossorigin>`);
}
