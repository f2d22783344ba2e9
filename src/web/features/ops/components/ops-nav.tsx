import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { NavLink } from 'react-router';
import { cn } from '#web/lib/cn.ts';

/** The console's sections, each a page of its own (a real link, so it can be opened, shared and reloaded). */
export const opsSections = [
  { to: '/ops', label: msg`Overview`, end: true },
  { to: '/ops/payouts', label: msg`Payouts`, end: false },
  { to: '/ops/payments', label: msg`Payments`, end: false },
  { to: '/ops/parcels', label: msg`Parcels`, end: false },
  { to: '/ops/commission', label: msg`Commission`, end: false },
  { to: '/ops/moderation', label: msg`Moderation`, end: false },
  { to: '/ops/grievances', label: msg`Grievances`, end: false },
  { to: '/ops/audit', label: msg`Audit log`, end: false },
] as const;

/**
 * The section links under the console's header; below a desk's width they wrap onto more rows (eight do not fit in
 * one on a tablet), so every one stays in sight.
 */
export function OpsNav() {
  const { t, i18n } = useLingui();
  return (
    <nav aria-label={t`Operations`}>
      <ul className="flex flex-wrap gap-1 rounded-xl bg-muted p-1 lg:inline-flex lg:flex-nowrap">
        {opsSections.map((section) => (
          <li key={section.to} className="flex-auto lg:flex-none">
            <NavLink
              to={section.to}
              end={section.end}
              className={({ isActive }) =>
                cn(
                  'block rounded-lg px-3 py-2 text-center text-sm font-semibold whitespace-nowrap transition-theme sm:px-4',
                  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary',
                  isActive ? 'bg-surface text-text shadow-sm' : 'text-text-secondary hover:text-text',
                )
              }
            >
              {i18n._(section.label)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
