import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { NavLink } from 'react-router';
import { cn } from '#web/lib/cn.ts';
import { overflowFade } from '#web/lib/overflow-fade.ts';

const pages: readonly { to: string; label: MessageDescriptor }[] = [
  { to: '/my-store', label: msg`My store` },
  { to: '/customize-store', label: msg`Customize` },
  { to: '/creator-profile', label: msg`Profile` },
  { to: '/cms', label: msg`Content` },
];

/** The creator's store screens, one tap apart: My store · Customize · Profile · Content. */
export function StoreAdminNav({ className }: { className?: string }) {
  const { t, i18n } = useLingui();
  return (
    <nav
      ref={overflowFade}
      aria-label={t`Store settings`}
      className={cn('fade-x -mx-5 snap-x scroll-px-5 overflow-x-auto px-5', className)}
    >
      <ul className="flex w-max items-center gap-1 rounded-full border border-border bg-surface/70 p-1 text-sm">
        {pages.map((page) => (
          <li key={page.to} className="snap-start">
            <NavLink
              to={page.to}
              end
              className={({ isActive }) =>
                cn(
                  'inline-flex h-9 items-center rounded-full px-3.5 font-semibold whitespace-nowrap transition-theme',
                  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary',
                  isActive
                    ? 'bg-gradient-primary text-white shadow-button'
                    : 'text-text-secondary hover:bg-muted hover:text-text',
                )
              }
            >
              {i18n._(page.label)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
