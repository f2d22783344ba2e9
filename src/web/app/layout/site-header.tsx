import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import Heart from 'lucide-react/icons/heart';
import Menu from 'lucide-react/icons/menu';
import X from 'lucide-react/icons/x';
import { Link, NavLink } from 'react-router';
import { Button, buttonVariants } from '#web/components/ui/button.tsx';
import { useSession } from '#web/features/auth/use-auth.ts';
import { CartLink } from '#web/features/cart/components/cart-link.tsx';
import { cn } from '#web/lib/cn.ts';
import { toggleSidebar, uiStore } from '#web/lib/ui-store.ts';
import { LanguageToggle } from './language-switch.tsx';

const nav: { to: string; label: MessageDescriptor }[] = [
  { to: '/shop', label: msg`Shop` },
  { to: '/collab-invites', label: msg`Collabs` },
  { to: '/dashboard', label: msg`Dashboard` },
];

export const SIDEBAR_ID = 'app-sidebar';

export function SiteHeader() {
  const sidebarOpen = uiStore.useStore((state) => state.sidebarOpen);
  const { t, i18n } = useLingui();
  return (
    <header className="sticky top-0 z-30 border-b border-border/70 bg-background/80 backdrop-blur-lg">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-4 px-5">
        <Link
          to="/"
          className="rounded-md text-2xl font-black tracking-tight text-gradient-primary"
          aria-label={t`Haat home`}
        >
          haat
        </Link>
        <nav aria-label={t`Main`} className="ml-4 hidden items-center gap-1 md:flex">
          {nav.map((item) => (
            <NavLink
              key={item.to}
              to={item.to}
              className={({ isActive }) =>
                cn(
                  'rounded-lg px-3 py-2 text-sm font-medium transition-theme hover:bg-muted hover:text-text',
                  isActive ? 'text-text' : 'text-text-secondary',
                )
              }
            >
              {i18n._(item.label)}
            </NavLink>
          ))}
        </nav>
        <div className="ml-auto flex items-center gap-1 sm:gap-2">
          <LanguageToggle />
          <CartLink />
          <Link
            to="/favorites"
            aria-label={t`Your favourites`}
            className={cn(buttonVariants({ variant: 'ghost', size: 'icon' }), 'text-text')}
          >
            <Heart className="size-5" aria-hidden />
          </Link>
          <AccountLinks />
          <Button
            variant="ghost"
            size="icon"
            onClick={toggleSidebar}
            aria-expanded={sidebarOpen}
            // The sidebar exists once it has opened (app-layout.tsx).
            aria-controls={sidebarOpen ? SIDEBAR_ID : undefined}
            aria-label={sidebarOpen ? t`Close menu and themes` : t`Open menu and themes`}
            className="text-text"
          >
            {sidebarOpen ? <X className="size-5" aria-hidden /> : <Menu className="size-5" aria-hidden />}
          </Button>
        </div>
      </div>
    </header>
  );
}

/**
 * The account's link, or the ways in for a visitor: the one part of the header that reads the session, so the
 * session's answer after a server-rendered page hydrates draws it alone, not the whole header.
 */
function AccountLinks() {
  const { data: session } = useSession();
  const { t } = useLingui();
  const name = session?.user.name ?? '';
  return session ? (
    <Link
      to="/account"
      aria-label={t`Your account (${name})`}
      className="flex size-9 items-center justify-center rounded-full bg-gradient-primary text-sm font-bold text-white uppercase shadow-md"
    >
      {name.trim().charAt(0) || '?'}
    </Link>
  ) : (
    <>
      <Link
        to="/auth"
        className={cn(buttonVariants({ variant: 'ghost', size: 'sm' }), 'hidden text-text sm:inline-flex')}
      >
        <Trans>Sign in</Trans>
      </Link>
      <Link to="/role-select" className={buttonVariants({ size: 'sm' })}>
        <Trans>Get started</Trans>
      </Link>
    </>
  );
}
