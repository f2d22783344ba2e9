import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import LogIn from 'lucide-react/icons/log-in';
import LogOut from 'lucide-react/icons/log-out';
import X from 'lucide-react/icons/x';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { NavLink } from 'react-router';
import { SIDEBAR_WIDTH_PX } from '#shared/constants.ts';
import { IconButton } from '#web/components/ui/icon-button.tsx';
import { useSession } from '#web/features/auth/use-auth.ts';
import { useSignOut } from '#web/features/auth/use-sign-out.ts';
import { cn } from '#web/lib/cn.ts';
import { closeSidebar, uiStore } from '#web/lib/ui-store.ts';
import { LanguageChoice } from './language-choice.tsx';
import { SIDEBAR_ID } from './site-header.tsx';

// The sidebar starts hidden; its theme picker loads the first time it opens.
const ThemePicker = lazy(async () => ({
  default: (await import('#web/components/theme-picker.tsx')).ThemePicker,
}));

const links: { to: string; label: MessageDescriptor }[] = [
  { to: '/', label: msg`Home` },
  { to: '/shop', label: msg`Shop` },
  { to: '/saved', label: msg`Saved` },
  { to: '/liked', label: msg`Liked` },
  { to: '/orders-and-deliveries', label: msg`Orders & deliveries` },
  { to: '/collab-invites', label: msg`Collab invites` },
  { to: '/my-store', label: msg`My store` },
  { to: '/dashboard', label: msg`Dashboard` },
  { to: '/account', label: msg`Account` },
];

/** The right sidebar: 280px, hidden at start, toggled from the header. */
export function RightSidebar() {
  const open = uiStore.useStore((state) => state.sidebarOpen);
  const panel = useRef<HTMLElement>(null);
  const { data: session } = useSession();
  const signOut = useSignOut();
  const { t, i18n } = useLingui();
  // Once opened, the theme picker stays mounted.
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);

  useEffect(() => {
    if (!open) return;
    panel.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') closeSidebar();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    <>
      {open ? (
        <div
          className="fixed inset-0 z-[56] bg-black/50 backdrop-blur-[2px] lg:hidden"
          onClick={closeSidebar}
          aria-hidden
        />
      ) : null}
      <aside
        id={SIDEBAR_ID}
        ref={panel}
        tabIndex={-1}
        aria-label={t`Menu and themes`}
        hidden={!open}
        data-state={open ? 'open' : 'closed'}
        style={{ width: SIDEBAR_WIDTH_PX }}
        className={cn(
          'fixed top-0 right-0 bottom-0 z-[57] flex flex-col overflow-y-auto border-l border-border bg-surface shadow-[var(--haat-shadow-sidebar)] outline-none lg:top-16 lg:z-20',
        )}
      >
        <div className="flex items-center justify-between px-5 pt-5 pb-2 lg:hidden">
          <span className="text-lg font-black text-gradient-primary">haat</span>
          <IconButton label={t`Close menu and themes`} tone="ghost" shape="square" size="lg" onClick={closeSidebar}>
            <X className="size-5" aria-hidden />
          </IconButton>
        </div>
        <nav aria-label={t`Sections`} className="px-3 py-3">
          <ul className="space-y-0.5">
            {links.map((link) => (
              <li key={link.to}>
                <NavLink
                  to={link.to}
                  end={link.to === '/'}
                  onClick={() => {
                    if (window.matchMedia('(max-width: 1023px)').matches) closeSidebar();
                  }}
                  className={({ isActive }) =>
                    cn(
                      'block rounded-lg px-3 py-2 text-sm font-medium transition-theme hover:bg-muted',
                      isActive ? 'bg-muted text-text' : 'text-text-secondary',
                    )
                  }
                >
                  {i18n._(link.label)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="border-t border-border px-3 py-3">
          {session ? (
            <button
              type="button"
              onClick={() => signOut.mutate()}
              disabled={signOut.isPending}
              className="flex w-full items-center gap-2 rounded-lg px-3 py-2 text-sm font-medium text-text-secondary hover:bg-muted hover:text-text"
            >
              <LogOut className="size-4" aria-hidden /> <Trans>Sign out</Trans>
            </button>
          ) : (
            <NavLink
              to="/auth"
              // On a phone the menu covers the page: it closes as the section links do, or it hides the sign-in form.
              onClick={() => {
                if (window.matchMedia('(max-width: 1023px)').matches) closeSidebar();
              }}
              className="flex items-center gap-2 rounded-lg px-3 py-2 text-sm font-medium text-text-secondary hover:bg-muted hover:text-text"
            >
              <LogIn className="size-4" aria-hidden /> <Trans>Sign in</Trans>
            </NavLink>
          )}
        </div>
        <div className="border-t border-border px-4 py-4">
          <LanguageChoice />
        </div>
        <div className="border-t border-border px-4 py-5">
          {opened ? (
            <Suspense
              fallback={
                <p className="text-sm text-text-secondary">
                  <Trans>Loading themes…</Trans>
                </p>
              }
            >
              <ThemePicker />
            </Suspense>
          ) : null}
        </div>
      </aside>
    </>
  );
}
