import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, type RenderOptions, render } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach } from 'vitest';
import { createQueryClient } from '#web/app/app.tsx';

// The network comes with the screen: whatever the screen asks for is answered by the test's handlers, or fails it.
export { answer, recordRequests, recordUploads, refuse, server } from './network.ts';

export interface RenderScreenOptions extends Omit<RenderOptions, 'wrapper' | 'queries' | 'container'> {
  /** Renders inside a MemoryRouter at this path (with its query); without it, no router is added. */
  route?: string;
}

const clients = new Set<QueryClient>();

afterEach(() => {
  cleanup();
  // What is still loading is cancelled before the test's handlers go (network.ts resets them after this).
  for (const client of clients) client.clear();
  clients.clear();
});

/**
 * The app's query client (its defaults, as createQueryClient makes them) without its default retries: a query that
 * says how it retries keeps its own.
 */
export function createTestQueryClient() {
  const client = createQueryClient();
  const defaults = client.getDefaultOptions();
  client.setDefaultOptions({
    ...defaults,
    queries: { ...defaults.queries, retry: false },
    mutations: { ...defaults.mutations, retry: false },
  });
  return client;
}

/**
 * Renders a screen as the app does: a fresh query client of its own (nothing cached, no default retries), and a
 * router at `route` when one is given. What the screen loads comes from the handlers the test gave `server.use`
 * (network.ts). Returns render's result (its `rerender` keeps the providers), a `user` to act with (user-event), and
 * the `client`.
 */
export function renderScreen(ui: ReactNode, { route, ...options }: RenderScreenOptions = {}) {
  const client = createTestQueryClient();
  clients.add(client);
  const user = userEvent.setup();
  const wrap = (screen: ReactNode) => (
    <QueryClientProvider client={client}>
      {route === undefined ? screen : <MemoryRouter initialEntries={[route]}>{screen}</MemoryRouter>}
    </QueryClientProvider>
  );
  const result = render(wrap(ui), options);
  return { ...result, rerender: (next: ReactNode) => result.rerender(wrap(next)), user, client };
}
