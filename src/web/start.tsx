import { hydrate } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { LOCALE_PARAM, isLocale, localeOfDocumentLang } from '#shared/i18n/locales.ts';
import { App, createQueryClient } from '#web/app/app.tsx';
import { AppRoutes } from '#web/app/router.tsx';
import { activateLocale, rememberLocale } from '#web/lib/i18n.ts';

/**
 * Starts the app in #root (main.tsx decides when). A page the server rendered
 * (entry-server.tsx) carries its data in #haat-state: the query cache takes
 * it first, then React adopts the markup instead of drawing it again, as a
 * transition, in slices that leave a tap or a scroll room in between (as
 * Remix's browser entry does).
 *
 * The page's language is the one the server chose (`<html lang>`, decision 047): its catalog loads before
 * anything renders, so hydration finds the same words. A link that named it (`?lang=hi`) is remembered.
 *
 * Before it hydrates, a server-rendered page's start is a few tasks, not one (main.tsx evaluated its modules one file
 * per task): the embedded data, the shared product and the hydration each run in a task of their own, so that none
 * of them grows past what a mid-range phone does without making a tap wait.
 */
export async function start(root: HTMLElement, state: string | null) {
  const locale = localeOfDocumentLang(document.documentElement.lang);
  const asked = new URLSearchParams(window.location.search).get(LOCALE_PARAM);
  if (isLocale(asked)) rememberLocale(asked);
  await activateLocale(locale);
  const queryClient = createQueryClient();
  const app = (
    <StrictMode>
      <App queryClient={queryClient}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </App>
    </StrictMode>
  );
  if (state) {
    hydrate(queryClient, JSON.parse(state));
    // A shared product link was drawn with its product open (decision 075): hydration starts from the same popup.
    // Only such a link loads this (the server lists it with the route's chunks), not every page's start.
    const params = new URLSearchParams(window.location.search);
    if (params.has('product')) {
      const { serverPage } = await import('#web/app/server-pages.ts');
      await nextTask();
      serverPage(window.location.pathname, params)?.prepare?.(queryClient);
    }
    await nextTask();
    startTransition(() => {
      hydrateRoot(root, app);
    });
  } else {
    createRoot(root).render(app);
  }
}

/**
 * Resolves in a later task, after whatever the browser has queued meanwhile (a paint, a tap). main.tsx has its own:
 * a module both imported would join the app's chunk, which the entry would then load before the first paint.
 */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve));
}
