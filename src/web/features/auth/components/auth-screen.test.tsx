// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { BrowserRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Profile } from '#shared/contracts/profiles.ts';
import { Toaster } from '#web/components/ui/toaster.tsx';
import { toastStore } from '#web/lib/toast.ts';
import { AuthScreen } from './auth-screen.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  act(() => toastStore.set([]));
});

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const profile = (overrides: Partial<Profile>): Profile => ({
  userId: 'u1',
  email: 'asha@example.in',
  emailVerified: true,
  displayName: 'Asha',
  haatHandle: null,
  roleIntent: null,
  locale: 'en',
  store: null,
  seller: null,
  operator: false,
  ...overrides,
});

/** The server as the screen meets it: a sign-in that works, then the session and the profile given. */
function stubServer(me: Profile, signUpAnswers: Response[] = []) {
  const fetchSpy = vi.fn<typeof fetch>(async (input) => {
    const path = new URL(String(input instanceof Request ? input.url : input), window.location.origin).pathname;
    if (path === '/api/auth/sign-in/email') return json(200, { user: { id: me.userId, email: me.email } });
    if (path === '/api/auth/sign-up/email') return signUpAnswers.shift() ?? json(500, {});
    if (path === '/api/auth/get-session') return json(200, null);
    if (path === '/api/me') return json(200, me);
    return json(404, { error: { code: 'not_found', message: `No stub for ${path}` } });
  });
  vi.stubGlobal('fetch', fetchSpy);
  return fetchSpy;
}

function Location() {
  const location = useLocation();
  return <p data-testid="location">{location.pathname}</p>;
}

/** /auth at `search`, in the browser's own history (a cross-origin `next` is refused there, not in memory). */
function renderAuth(search: string) {
  window.history.replaceState(null, '', `/auth${search}`);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <BrowserRouter>
        <Routes>
          <Route path="/auth" element={<AuthScreen audience="creator" />} />
          <Route path="*" element={<Location />} />
        </Routes>
      </BrowserRouter>
      <Toaster />
    </QueryClientProvider>,
  );
}

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

async function signInAs(search: string) {
  renderAuth(search);
  type('Email', 'asha@example.in');
  type('Password', 'a-long-password-2026');
  fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
  return (await screen.findByTestId('location')).textContent;
}

describe('where signing in leads', () => {
  it('follows a next path of this site', async () => {
    stubServer(profile({ roleIntent: 'buyer' }));
    expect(await signInAs(`?next=${encodeURIComponent('/orders-and-deliveries')}`)).toBe('/orders-and-deliveries');
  });

  it.each(['/\\evil.example', '//evil.example', 'https://evil.example/', '/\t/evil.example', '/auth'])(
    'leads to the role’s own screen, without an error, when next is %j',
    async (next) => {
      stubServer(profile({ roleIntent: 'buyer' }));
      expect(await signInAs(`?next=${encodeURIComponent(next)}`)).toBe('/shop');
      expect(window.location.origin).toBe('http://localhost:3000');
    },
  );

  it('leads an operator to the console', async () => {
    stubServer(profile({ operator: true }));
    expect(await signInAs('')).toBe('/ops');
  });
});

describe('creating an account', () => {
  it('takes the failure toast away when the next attempt succeeds', async () => {
    stubServer(profile({}), [
      json(422, { error: { code: 'validation_failed', message: 'Choose a less common password.' } }),
      json(200, { user: { email: 'asha@example.in' } }),
    ]);
    renderAuth('?mode=sign-up');
    type('Your name', 'Asha');
    type('Email', 'asha@example.in');
    type('Password', 'password1234');
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Sign up failed')).toBeTruthy();
    type('Password', 'a-long-password-2026');
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Account created')).toBeTruthy();
    expect(screen.getByText('Please check your email to verify your account')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Sign up failed')).toBeNull());
  });
});

describe('the link of the "you already have an account" mail', () => {
  it('opens the reset form with the email filled in', () => {
    stubServer(profile({}));
    renderAuth(`?mode=forgot&email=${encodeURIComponent('asha@example.in')}`);
    expect(screen.getByRole('heading', { name: 'Reset your password' })).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('Email').value).toBe('asha@example.in');
  });
});
