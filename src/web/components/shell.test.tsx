// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { MemoryRouter, Route, Routes, useNavigate } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ROUTE_INDICATOR_MS } from '#shared/constants.ts';
import { systemEndpoints } from '#shared/endpoints/system.ts';
import { toast, toastStore, TOAST_DURATION_MS } from '#web/lib/toast.ts';
import { answer, renderScreen, server } from '#web/testing/render-screen.tsx';
import { ErrorBoundary } from './error-boundary.tsx';
import { LoadingScreen } from './loading-screen.tsx';
import { RouteChangeIndicator } from './route-change-indicator.tsx';
import { Toaster } from './ui/toaster.tsx';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  toastStore.set([]);
});

function Harness() {
  const navigate = useNavigate();
  return (
    <>
      <RouteChangeIndicator />
      <button type="button" onClick={() => void navigate('/shop')}>
        path
      </button>
      <button type="button" onClick={() => void navigate('/shop?q=saree')}>
        query
      </button>
    </>
  );
}

function Bomb({ explode }: { explode: boolean }) {
  if (explode) throw new Error('kaboom');
  return <p>all good</p>;
}

function Recoverable() {
  const [explode, setExplode] = useState(true);
  return (
    <ErrorBoundary
      name="dashboard"
      fallback={({ reset }) => (
        <button
          type="button"
          onClick={() => {
            setExplode(false);
            reset();
          }}
        >
          Reload dashboard
        </button>
      )}
    >
      <Bomb explode={explode} />
    </ErrorBoundary>
  );
}

describe('RouteChangeIndicator', () => {
  it('is hidden at first, shows on a path or query change and hides 300 ms later', () => {
    vi.useFakeTimers();
    render(
      <MemoryRouter initialEntries={['/']}>
        <Harness />
      </MemoryRouter>,
    );
    const indicator = screen.getByTestId('route-indicator');
    expect(indicator.dataset.state).toBe('hidden');

    fireEvent.click(screen.getByRole('button', { name: 'path' }));
    expect(indicator.dataset.state).toBe('visible');
    act(() => vi.advanceTimersByTime(ROUTE_INDICATOR_MS - 1));
    expect(indicator.dataset.state).toBe('visible');
    act(() => vi.advanceTimersByTime(1));
    expect(indicator.dataset.state).toBe('hidden');

    fireEvent.click(screen.getByRole('button', { name: 'query' }));
    expect(indicator.dataset.state).toBe('visible');
    act(() => vi.advanceTimersByTime(ROUTE_INDICATOR_MS));
    expect(indicator.dataset.state).toBe('hidden');
  });
});

describe('ErrorBoundary', () => {
  it('shows the fallback, reports the crash, and recovers on reset', async () => {
    const reports: { url: string; body: unknown }[] = [];
    server.use(
      answer(systemEndpoints.reportClientError, ({ request, body }) => {
        reports.push({ url: new URL(request.url).pathname, body });
      }),
    );
    // React reports caught render errors on the console; this test expects exactly that.
    renderScreen(<Recoverable />, { onCaughtError: () => {} });
    expect(screen.getByRole('button', { name: 'Reload dashboard' })).toBeTruthy();
    await waitFor(() => expect(reports).toHaveLength(1));
    const [report] = reports;
    expect(report?.url).toBe('/api/client-errors');
    expect(report?.body).toMatchObject({ message: 'kaboom', boundary: 'dashboard' });

    fireEvent.click(screen.getByRole('button', { name: 'Reload dashboard' }));
    expect(screen.getByText('all good')).toBeTruthy();
    expect(reports).toHaveLength(1);
  });
});

describe('Toaster', () => {
  it('shows title and description, marks failures as alerts, and dismisses after 5 s', () => {
    vi.useFakeTimers();
    render(<Toaster />);
    act(() => {
      toast({ title: 'Welcome!', description: 'Successfully signed in' });
      toast({ title: 'Sign in failed', description: 'An error occurred', variant: 'destructive' });
    });
    expect(screen.getByRole('status').textContent).toContain('Welcome!Successfully signed in');
    expect(screen.getByRole('alert').textContent).toContain('Sign in failedAn error occurred');
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS));
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('can be dismissed by hand', () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'Signed out', description: 'Come back soon!' });
    });
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    expect(screen.queryByText('Signed out')).toBeNull();
  });

  it('offers its next step as a link, which leads there and closes the toast', () => {
    render(
      <MemoryRouter initialEntries={['/@priya.styles']}>
        <Toaster />
        <Routes>
          <Route path="/checkout" element={<h1>Your bag</h1>} />
          <Route path="*" element={null} />
        </Routes>
      </MemoryRouter>,
    );
    act(() => {
      toast({
        title: 'Added to cart',
        description: 'Kundan jhumka from @priya.styles',
        action: { label: 'View bag', href: '/checkout' },
      });
    });
    fireEvent.click(screen.getByRole('link', { name: 'View bag' }));
    expect(screen.getByRole('heading', { name: 'Your bag' })).toBeTruthy();
    expect(screen.queryByText('Added to cart')).toBeNull();
  });
});

describe('LoadingScreen', () => {
  it('shows the haat wordmark full screen or inline', () => {
    render(<LoadingScreen />);
    expect(screen.getByTestId('loading-fullscreen').textContent).toContain('haat');
    cleanup();
    render(<LoadingScreen variant="inline" />);
    expect(screen.getByTestId('loading-inline').textContent).toContain('haat');
  });
});
