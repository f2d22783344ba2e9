import { Trans, useLingui } from '@lingui/react/macro';
import { type CSSProperties, lazy, memo, type ReactNode, Suspense, useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { SIDEBAR_WIDTH_PX } from '#shared/constants.ts';
import { CrashScreen } from '#web/components/crash-screen.tsx';
import { ErrorBoundary } from '#web/components/error-boundary.tsx';
import { LoadingScreen } from '#web/components/loading-screen.tsx';
import { PageReady } from '#web/components/page-ready.tsx';
import { RouteChangeIndicator } from '#web/components/route-change-indicator.tsx';
import { SessionKeeper } from '#web/features/auth/components/session-keeper.tsx';
import { useSession } from '#web/features/auth/use-auth.ts';
import { loadAllTexts } from '#web/lib/i18n.ts';
import { toastStore } from '#web/lib/toast.ts';
import { uiStore } from '#web/lib/ui-store.ts';
import { cn } from '#web/lib/cn.ts';
import { useAccountSync } from '../account-sync.ts';
import { SiteHeader } from './site-header.tsx';

// The sidebar starts hidden (spec): it loads the first time it opens, and stays.
const RightSidebar = lazy(async () => ({ default: (await import('./right-sidebar.tsx')).RightSidebar }));

const Toaster = lazy(async () => ({ default: (await import('#web/components/ui/toaster.tsx')).Toaster }));

/** Whether the page has been idle once since it started: what nothing on the first screen needs waits for it. */
function useIdleOnce(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    // Safari has no requestIdleCallback: a second after the page starts instead.
    if (typeof requestIdleCallback !== 'function') {
      const timer = setTimeout(() => setIdle(true), 1_000);
      return () => clearTimeout(timer);
    }
    const handle = requestIdleCallback(() => setIdle(true), { timeout: 3_000 });
    return () => cancelIdleCallback(handle);
  }, []);
  return idle;
}

/** `children`, in a Suspense of their own, once the page has been idle (or sooner: `now`). */
function AfterIdle({ now = false, children }: { now?: boolean; children: ReactNode }) {
  return useIdleOnce() || now ? <Suspense fallback={null}>{children}</Suspense> : null;
}

/**
 * The toaster loads once the page is idle, or with the first toast if that comes sooner: nothing on the first
 * screen needs it, and the store's first load stays within its budget (decision 030).
 */
function DeferredToaster() {
  return (
    <AfterIdle now={toastStore.useStore((toasts) => toasts.length > 0)}>
      <Toaster />
    </AfterIdle>
  );
}

// Who runs this Haat and how to complain, in the footer: once the page is idle (decision 054).
const LegalFooter = lazy(async () => ({
  default: (await import('#web/features/grievances/components/operator-footer.tsx')).LegalFooter,
}));

// The AI Manager says more than the pages buyers land on: it brings every text of the app (decision 047).
const AiManagerButton = lazy(async () => {
  const [module] = await Promise.all([
    import('#web/features/ai-manager/components/ai-manager-button.tsx'),
    loadAllTexts(),
  ]);
  return { default: module.AiManagerButton };
});

/**
 * A signed-in user has the AI Manager everywhere (it keeps clear of every
 * control, use-floating-place.ts) but on /role-select, which has its own with
 * the landing context.
 */
const withoutAiManager = (pathname: string) => pathname === '/role-select';

/** Where a guest shops: home, /shop, a creator's store and a seller's page have the shopping assistant too. */
const shopsHere = (pathname: string) =>
  pathname === '/' ||
  pathname === '/homie' ||
  pathname === '/shop' ||
  pathname.startsWith('/@') ||
  /^\/creator\/(?!start$|cart$)[^/]+$/.test(pathname) ||
  pathname.startsWith('/seller/');

/**
 * The cart's and lists' step with the account (`useAccountSync`), in a component of its own: it reads the session,
 * whose answer would otherwise draw the whole layout, and the page in it, again.
 */
function AccountSync() {
  useAccountSync();
  return null;
}

/**
 * The AI Manager: a signed-in user's everywhere but /role-select; a guest's where they shop, once the page is
 * idle, so its code is never part of a landing page's first load (decision 030). It reads the session itself: the
 * session's answer after a server-rendered page has hydrated draws it again, not the whole layout and page.
 */
function AiManager({ pathname }: { pathname: string }) {
  const signedIn = Boolean(useSession().data);
  const shown = signedIn ? !withoutAiManager(pathname) : shopsHere(pathname);
  return shown ? (
    <AfterIdle now={signedIn}>
      <AiManagerButton context="default" />
    </AfterIdle>
  ) : null;
}

/**
 * Whether a server-rendered page has yet to hydrate its route's screen (PageReady marks it ready): while it has,
 * the layout drawing again (the session arriving) must give the screen's Suspense boundary nothing new. React throws
 * away a server-rendered boundary that receives new props before it has hydrated and client-renders it: /shop's
 * whole page was removed for the loading screen and drawn again, in 4 loads of 6, when the session answered
 * mid-hydration. Any other time the screen draws with the layout, as a screen the browser renders needs: its lazy
 * chunk showed about 0.8 s later when it waited for its own retry.
 */
const hydratingServerPage = () =>
  document.documentElement.dataset.app !== 'ready' && document.getElementById('haat-state') !== null;

/** The route's screen: see `hydratingServerPage`. */
const RouteScreen = memo(function RouteScreen() {
  const { pathname } = useLocation();
  const { t } = useLingui();
  return (
    <ErrorBoundary
      name="route"
      resetKey={pathname}
      fallback={({ reset }) => (
        <CrashScreen
          title={t`Something went wrong on this page`}
          message={t`We have been told about it. Try again, or go back to the home page.`}
          retryLabel={t`Try again`}
          onRetry={reset}
        />
      )}
    >
      <Suspense fallback={<LoadingScreen variant="fullscreen" />}>
        <Outlet />
        <PageReady />
      </Suspense>
    </ErrorBoundary>
  );
}, hydratingServerPage);

export function AppLayout() {
  const { pathname } = useLocation();
  const { sidebarOpen, activePanel } = uiStore.useStore();
  const [sidebarLoaded, setSidebarLoaded] = useState(sidebarOpen);
  if (sidebarOpen && !sidebarLoaded) setSidebarLoaded(true);
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-[80] rounded-md bg-surface px-4 py-2 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        <Trans>Skip to content</Trans>
      </a>
      <RouteChangeIndicator />
      <SessionKeeper />
      <AccountSync />
      <SiteHeader />
      <div className="flex flex-1">
        <main
          id="main"
          data-active-panel={activePanel}
          // On wide screens the open sidebar pushes the page instead of covering it: a stylesheet rule, not a media
          // query read in script, which a server-rendered page would draw again once hydrated.
          className={cn(
            'min-w-0 flex-1 transition-[padding] duration-200',
            sidebarOpen && 'lg:pr-[var(--sidebar-width)]',
          )}
          style={{ '--sidebar-width': `${SIDEBAR_WIDTH_PX}px` } as CSSProperties}
        >
          <div>
            <RouteScreen />
          </div>
        </main>
        {sidebarLoaded ? (
          <Suspense fallback={null}>
            <RightSidebar />
          </Suspense>
        ) : null}
      </div>
      <footer className="border-t border-border/70 px-5 py-8 text-center text-xs text-text-secondary">
        <p>
          <Trans>
            <span className="font-bold text-gradient-primary">haat</span> · creator commerce for India · prices in ₹,
            cash on delivery
          </Trans>
        </p>
        <div className="mt-2 min-h-10">
          <AfterIdle>
            <LegalFooter />
          </AfterIdle>
        </div>
      </footer>
      <AiManager pathname={pathname} />
      <DeferredToaster />
    </div>
  );
}
