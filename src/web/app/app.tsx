import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { BrowserRouter } from 'react-router';
import { ErrorBoundary } from '#web/components/error-boundary.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { ThemeProvider } from '#web/features/theme/theme-provider.tsx';
import { AppRoutes } from './router.tsx';

function AppCrashed() {
  return (
    <div role="alert" className="flex min-h-dvh flex-col items-center justify-center gap-4 p-6 text-center">
      <p className="text-4xl font-black text-gradient-primary">haat</p>
      <h1 className="text-xl font-bold">Haat stopped working</h1>
      <p className="max-w-sm text-text-secondary">Something unexpected happened. Reloading the page usually fixes it.</p>
      <Button onClick={() => window.location.reload()}>Reload Haat</Button>
    </div>
  );
}

export function App() {
  const [queryClient] = useState(
    () => new QueryClient({ defaultOptions: { queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false } } }),
  );
  return (
    <ErrorBoundary name="app" fallback={() => <AppCrashed />}>
      <QueryClientProvider client={queryClient}>
        <ThemeProvider>
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
        </ThemeProvider>
      </QueryClientProvider>
    </ErrorBoundary>
  );
}
