import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { cn } from '#web/lib/cn.ts';
import { DASHBOARD_PERIODS, useDashboardPeriod } from '#web/lib/dashboard-period.ts';

/** 7 / 30 / 90 days: toggle buttons, the pressed one is the period shown. */
export function PeriodPicker() {
  const { t } = useLingui();
  const [days, setDays] = useDashboardPeriod();
  return (
    <div role="group" aria-label={t`Period`} className="flex gap-1 rounded-xl bg-muted p-1">
      {DASHBOARD_PERIODS.map((option) => (
        <button
          key={option}
          type="button"
          aria-pressed={option === days}
          onClick={() => setDays(option)}
          className={cn(
            'min-h-9 rounded-lg px-3 text-sm font-semibold transition-theme',
            option === days ? 'bg-surface text-text shadow-sm' : 'text-text-secondary hover:text-text',
          )}
        >
          {t`${plural(option, { one: '# day', other: '# days' })}`}
        </button>
      ))}
    </div>
  );
}
