import { hydrate } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App, createQueryClient } from './app/app.tsx';
import { AppRoutes } from './app/router.tsx';

/**
 * Starts the app in #root (main.tsx decides when). A page the server rendered
 * (entry-server.tsx) carries its data in #haat-state: the query cache takes
 * it first, then React adopts the markup instead of drawing it again, as a
 * transition, in slices that leave a tap or a scroll room in between (as
 * Remix's browser entry does).
 */
export function start(root: HTMLElement, state: string | null) {
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
    startTransition(() => {
      hydrateRoot(root, app);
    });
  } else {
    createRoot(root).render(app);
  }
}
