import { useLingui } from '@lingui/react/macro';
import type { KeyboardEvent, ReactNode } from 'react';
import { cn } from '#web/lib/cn.ts';

export interface DashboardTab {
  id: string;
  label: string;
}

const tabId = (id: string, prefix: string) => `${prefix}-tab-${id}`;
const panelId = (id: string, prefix: string) => `${prefix}-panel-${id}`;

const keySteps: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

/**
 * The ARIA tabs pattern: one tab stop, arrow keys (and Home/End) move and
 * select, the panel is labelled by its tab. Wraps onto more rows where the
 * tabs do not fit in one, so none is hidden on a phone.
 * Another screen's tabs pass their own `label` and `idPrefix`.
 */
export function DashboardTabs({
  tabs,
  active,
  onSelect,
  label,
  idPrefix = 'dashboard',
}: {
  tabs: DashboardTab[];
  active: string;
  onSelect: (id: string) => void;
  label?: string;
  idPrefix?: string;
}) {
  const { t } = useLingui();
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = keySteps[event.key];
    if (!step) return;
    event.preventDefault();
    const next =
      tabs[
        step(
          Math.max(
            tabs.findIndex((tab) => tab.id === active),
            0,
          ),
          tabs.length,
        )
      ];
    if (!next) return;
    onSelect(next.id);
    document.getElementById(tabId(next.id, idPrefix))?.focus();
  };
  return (
    // Every tab in sight, on a phone as on a desk: the list wraps onto a second row rather than scrolling tabs
    // (Campaigns, Invoices, Payouts) off the edge, and each row's tabs share its width.
    <div
      role="tablist"
      aria-label={label ?? t`Dashboard`}
      onKeyDown={onKeyDown}
      className="flex flex-wrap gap-1 rounded-xl bg-muted p-1"
    >
      {tabs.map((tab) => (
        <button
          key={tab.id}
          id={tabId(tab.id, idPrefix)}
          type="button"
          role="tab"
          aria-selected={active === tab.id}
          aria-controls={active === tab.id ? panelId(tab.id, idPrefix) : undefined}
          tabIndex={active === tab.id ? 0 : -1}
          onClick={() => onSelect(tab.id)}
          className={cn(
            'min-h-10 flex-auto rounded-lg px-3 py-2 text-sm font-semibold whitespace-nowrap transition-theme sm:flex-none sm:px-4',
            active === tab.id ? 'bg-surface text-text shadow-sm' : 'text-text-secondary hover:text-text',
          )}
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
}

/** The panel of the selected tab; focusable so keyboard users can move into it. */
export function DashboardTabPanel({
  id,
  idPrefix = 'dashboard',
  children,
}: {
  id: string;
  idPrefix?: string;
  children: ReactNode;
}) {
  return (
    <div
      role="tabpanel"
      id={panelId(id, idPrefix)}
      aria-labelledby={tabId(id, idPrefix)}
      tabIndex={0}
      className="rounded-card focus-visible:outline-offset-4"
    >
      {children}
    </div>
  );
}
