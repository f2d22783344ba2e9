import { Trans } from '@lingui/react/macro';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Fragment, type ReactNode, useSyncExternalStore } from 'react';
import { ErrorBoundary } from '#web/components/error-boundary.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { currentLocale, i18n } from '#web/lib/i18n.ts';
import { ThemeProvider } from '#web/lib/theme/theme-provider.tsx';

function AppCrashed() {
  return (
    <div role="alert" className="flex min-h-dvh flex-col items-center justify-center gap-4 p-6 text-center">
      <p className="text-4xl font-black text-gradient-primary">haat</p>
      <h1 className="text-xl font-bold">
        <Trans>Haat stopped working</Trans>
      </h1>
      <p className="max-w-sm text-text-secondary">
        <Trans>Something unexpected happened. Reloading the page usually fixes it.</Trans>
      </p>
      <Button onClick={() => window.location.reload()}>
        <Trans>Reload Haat</Trans>
      </Button>
    </div>
  );
}

/** One client per page load in the browser, one per render on the server. */
export function createQueryClient() {
  return new QueryClient({ defaultOptions: { queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false } } });
}

const subscribeToLocale = (onChange: () => void) => i18n.on('change', onChange);

/**
 * The app in the language it speaks: a switch draws every screen again in the new one (decision 047), texts
 * outside components included.
 */
function Localized({ children }: { children: ReactNode }) {
  const locale = useSyncExternalStore(subscribeToLocale, currentLocale, currentLocale);
  return <Fragment key={locale}>{children}</Fragment>;
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
        <ThemeProvider>
          <Localized>{children}</Localized>
        </ThemeProvider>
      </QueryClientProvider>
    </ErrorBoundary>
  );
}
