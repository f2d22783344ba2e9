import { hydrate } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App, createQueryClient } from './app/app.tsx';
import { AppRoutes } from './app/router.tsx';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
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

// A page the server rendered (entry-server.tsx) carries its data: the cache takes it first, then React
// adopts the markup instead of drawing it again. The page is already readable, so the browser paints it
// first (hydration waits for the frame after the next), and hydration runs as a transition, in slices that
// leave a tap or a scroll room in between (as Remix's browser entry does).
const state = document.getElementById('haat-state');
if (state?.textContent) {
  hydrate(queryClient, JSON.parse(state.textContent));
  requestAnimationFrame(() =>
    setTimeout(() =>
      startTransition(() => {
        hydrateRoot(root, app);
      }),
    ),
  );
} else {
  createRoot(root).render(app);
}
