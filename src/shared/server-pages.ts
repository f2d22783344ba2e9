import type { Locale } from './i18n/locales.ts';

/**
 * The contract between the server and the web app's server-rendering half
 * (src/web/entry-server.tsx, built into dist/ssr; decision 027).
 */
/** The app's start module (the browser entry, main.tsx, imports it), as the build manifest names it. */
export const APP_START_MODULE = 'src/web/start.tsx';
/** The web app's Hindi catalog, as the build manifest names it: a Hindi page fetches it with the app. */
export const HINDI_CATALOG_MODULE = 'src/web/locales/hi/messages.po';

export interface RenderedPage {
  /** The app's markup, for inside #root. */
  html: string;
  /** The query cache's contents as JSON, safe inside a <script> ("<" escaped). */
  state: string;
  /** Extra <head> markup, e.g. the store's published theme. */
  head: string;
  /** The route's modules, as the build manifest names them, for the browser to fetch with the app. */
  modules: string[];
}

/** Answers the app's own /api paths in-process: server-rendered pages are anonymous, so no cookie travels. */
export type ApiTransport = (path: string, init: RequestInit) => Promise<Response>;

export interface ServerPages {
  configure(options: { api: ApiTransport }): void;
  /**
   * The page for a URL (path and query) in a language, or null when it is not a server-rendered page or its data
   * does not load.
   */
  renderPage(url: string, locale: Locale): Promise<RenderedPage | null>;
}
