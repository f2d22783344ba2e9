// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { BrowserRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { Session } from '#shared/contracts/auth.ts';
import type { Profile } from '#shared/contracts/profiles.ts';
import { authEndpoints } from '#shared/endpoints/auth.ts';
import { profileEndpoints } from '#shared/endpoints/profiles.ts';
import { Toaster } from '#web/components/ui/toaster.tsx';
import { toastStore } from '#web/lib/toast.ts';
import { answer, refuse, renderScreen, server } from '#web/testing/render-screen.tsx';
import { AuthScreen } from './auth-screen.tsx';

afterEach(() => {
  act(() => toastStore.set([]));
});

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

/** The signed-in user as the account endpoints answer it. */
type User = NonNullable<Session>['user'];

/**
 * The server as the screen meets it: a sign-in that works, then the session and the profile given; each sign-up
 * answered in turn from `signUpAnswers`. Anything else it asks goes unanswered and fails the test.
 */
function stubServer(me: Profile, signUpAnswers: (() => Response | { user: User })[] = []) {
  const user: User = { id: me.userId, email: me.email, name: me.displayName, emailVerified: me.emailVerified };
  server.use(
    answer(authEndpoints.signIn, () => ({ user, token: 'session-token' })),
    answer(authEndpoints.signUp, () => {
      const next = signUpAnswers.shift();
      if (!next) throw new Error('The test gave no answer for this sign-up.');
      return next();
    }),
    answer(authEndpoints.session, () => null),
    answer(profileEndpoints.me, () => me),
  );
}

function Location() {
  const location = useLocation();
  return <p data-testid="location">{location.pathname}</p>;
}

/** /auth at `search`, in the browser's own history (a cross-origin `next` is refused there, not in memory). */
function renderAuth(search: string) {
  window.history.replaceState(null, '', `/auth${search}`);
  return renderScreen(
    <>
      <BrowserRouter>
        <Routes>
          <Route path="/auth" element={<AuthScreen audience="creator" />} />
          <Route path="*" element={<Location />} />
        </Routes>
      </BrowserRouter>
      <Toaster />
    </>,
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
      () => refuse(422, 'validation_failed', 'Choose a less common password.'),
      () => ({ user: { id: 'u1', email: 'asha@example.in', name: 'Asha', emailVerified: false } }),
    ]);
    renderAuth('?mode=sign-up');
    type('Your name', 'Asha');
    type('Email', 'asha@example.in');
    type('Password', 'password1234');
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Sign up failed')).toBeTruthy();
    type('Password', 'a-long-password-2026');
    // The toast may show a moment before the form has finished its first attempt (the button says "Creating…").
    fireEvent.click(await screen.findByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Account created')).toBeTruthy();
    expect(screen.getByText('Please check your email to verify your account')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Sign up failed')).toBeNull());
  });
});

describe('the sign-up form’s consent', () => {
  it('is never ticked for the person, and goes with the sign-up only when they tick it', async () => {
    const sent: unknown[] = [];
    const me = profile({});
    const user = { id: 'u1', email: 'asha@example.in', name: 'Asha', emailVerified: false };
    server.use(
      answer(authEndpoints.signUp, ({ body }) => {
        sent.push(body.consents);
        return { user };
      }),
      answer(authEndpoints.session, () => null),
      answer(profileEndpoints.me, () => me),
    );
    renderAuth('?mode=sign-up');
    const consent = screen.getByRole('checkbox', {
      name: /Let the AI Manager read my orders to answer me \(optional\)/,
    });
    expect((consent as HTMLInputElement).checked).toBe(false);
    expect(screen.getByRole('link', { name: 'privacy notice' }).getAttribute('href')).toBe('/privacy');
    type('Your name', 'Asha');
    type('Email', 'asha@example.in');
    type('Password', 'a-long-password-2026');
    fireEvent.click(consent);
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Account created')).toBeTruthy();
    expect(sent).toEqual([['ai_order_history']]);
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
