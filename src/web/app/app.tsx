import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ErrorBoundary } from '#web/components/error-boundary.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { ThemeProvider } from '#web/lib/theme/theme-provider.tsx';

function AppCrashed() {
  return (
    <div role="alert" className="flex min-h-dvh flex-col items-center justify-center gap-4 p-6 text-center">
      <p className="text-4xl font-black text-gradient-primary">haat</p>
      <h1 className="text-xl font-bold">Haat stopped working</h1>
      <p className="max-w-sm text-text-secondary">
        Something unexpected happened. Reloading the page usually fixes it.
      </p>
      <Button onClick={() => window.location.reload()}>Reload Haat</Button>
    </div>
  );
}

/** One client per page load in the browser, one per render on the server. */
export function createQueryClient() {
  return new QueryClient({ defaultOptions: { queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false } } });
}

/**
 * The app around its router: the browser entry (main.tsx) gives it a
 * BrowserRouter, the server entry (entry-server.tsx) a StaticRouter at the
 * requested URL, so both render one tree and hydration finds what it expects.
 */
export function App({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <ErrorBoundary name="app" fallback={() => <AppCrashed />}>
      <QueryClientProvider client={queryClient}>
        <ThemeProvider>{children}</ThemeProvider>
      </QueryClientProvider>
    </ErrorBoundary>
  );
}
