import { dehydrate } from '@tanstack/react-query';
import { type ReactNode, StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import type { ServerPages } from '#shared/server-pages.ts';
import type { Theme } from '#shared/contracts/stores-theme.ts';
import { App, createQueryClient } from '#web/app/app.tsx';
import { AppRoutes } from '#web/app/router.tsx';
import { serverPage } from '#web/app/server-pages.ts';
import { themeCssVariables } from '#web/lib/theme/css-variables.ts';
import { withReadablePrimary } from '#web/lib/theme/theme-state.ts';
import { setApiTransport } from '#web/lib/api-client.ts';
import { activateLocale } from '#web/lib/i18n.ts';

/*
 * The server's half of the app (decision 027): built by `vite build --ssr` into
 * dist/ssr and loaded by the server, which renders the pages buyers land on
 * with the same components, routes and data the browser then hydrates.
 */

export const configure: ServerPages['configure'] = ({ api }) => setApiTransport(api);

/** Values a creator typed into their theme stay values: nothing that could end the declaration or the <style>. */
const safeCssValue = /^[^;{}<>\\]*$/;

function themeStyle(theme: Theme): string {
  const declarations = Object.entries(themeCssVariables(withReadablePrimary(theme)))
    .filter(([, value]) => safeCssValue.test(value))
    .map(([name, value]) => `${name}:${value}`);
  return `<style id="haat-page-theme">:root{${declarations.join(';')}}</style>`;
}

async function collect(stream: NodeJS.ReadableStream): Promise<string> {
  let html = '';
  for await (const chunk of stream)
    html += typeof chunk === 'string' ? chunk : Buffer.from(chunk as Uint8Array).toString('utf8');
  return html;
}

/**
 * The markup with every Suspense boundary in place. React moves a large or
 * late boundary out to an inline <script>, which the page's CSP (script-src
 * 'self') refuses; prerendering waits for everything and keeps all inline.
 */
async function renderInline(element: ReactNode): Promise<string> {
  const { prelude } = await prerenderToNodeStream(element, {
    onError: reportRenderError,
    progressiveChunkSize: Number.POSITIVE_INFINITY,
  });
  const html = await collect(prelude);
  if (html.includes('<!--$?-->')) throw new Error('A Suspense boundary of the page was not rendered inline');
  return html;
}

/** A component that throws while rendering on the server: logged; React renders that part in the browser instead. */
function reportRenderError(error: unknown) {
  console.error('[server render]', error);
}

/**
 * One page renders at a time: the app's one `i18n` speaks that page's language while it renders (decision
 * 047). Only the render waits its turn, not the data; it is CPU-bound, so taking turns costs nothing.
 */
let rendering: Promise<unknown> = Promise.resolve();

function inTurn<T>(render: () => Promise<T>): Promise<T> {
  const turn = rendering.then(render, render);
  rendering = turn.catch(() => undefined);
  return turn;
}

/**
 * Renders `url` (path and query) in `locale` when it is one of the server-rendered pages and its data loads;
 * null otherwise (an unknown store, a page rendered only in the browser), and the server sends the plain shell.
 */
export const renderPage: ServerPages['renderPage'] = async (url, locale) => {
  const { pathname, searchParams } = new URL(url, 'http://haat.invalid');
  const page = serverPage(pathname, searchParams);
  if (!page) return null;
  const queryClient = createQueryClient();
  try {
    await Promise.all(page.queries.map((query) => queryClient.fetchQuery({ ...query, retry: false })));
  } catch {
    return null;
  }
  const more = page.leadsTo?.(queryClient);
  if (more) {
    await Promise.allSettled(more.queries.map((query) => queryClient.fetchQuery({ ...query, retry: false })));
    // Stale in the browser: it asks again, as the visitor.
    for (const queryKey of more.askedAgain) await queryClient.invalidateQueries({ queryKey, refetchType: 'none' });
  }
  const html = await inTurn(async () => {
    await activateLocale(locale);
    const undo = page.prepare?.(queryClient);
    try {
      return await renderInline(
        <StrictMode>
          <App queryClient={queryClient}>
            <StaticRouter location={url}>
              <AppRoutes />
            </StaticRouter>
          </App>
        </StrictMode>,
      );
    } finally {
      undo?.();
    }
  });
  const theme = page.theme?.(queryClient) ?? null;
  // "<" escaped, so no string in the data can close the <script> it travels in.
  const state = JSON.stringify(dehydrate(queryClient)).replaceAll('<', '\\u003c');
  queryClient.clear();
  return { html, state, head: theme ? themeStyle(theme) : '', modules: page.modules };
};
