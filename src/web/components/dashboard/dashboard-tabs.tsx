import { useLingui } from '@lingui/react/macro';
import type { KeyboardEvent, ReactNode } from 'react';
import { cn } from '#web/lib/cn.ts';
import { overflowFade } from '#web/lib/overflow-fade.ts';

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
 * select, the panel is labelled by its tab. Scrolls sideways on narrow phones.
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
    <div ref={overflowFade} className="fade-x -mx-5 snap-x scroll-px-5 overflow-x-auto px-5 sm:mx-0 sm:px-0">
      <div
        role="tablist"
        aria-label={label ?? t`Dashboard`}
        onKeyDown={onKeyDown}
        className="flex w-max min-w-full gap-1 rounded-xl bg-muted p-1 sm:min-w-0"
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
              'flex-1 shrink-0 snap-start rounded-lg px-3 py-2 text-sm font-semibold whitespace-nowrap transition-theme sm:flex-none sm:px-4',
              active === tab.id ? 'bg-surface text-text shadow-sm' : 'text-text-secondary hover:text-text',
            )}
          >
            {tab.label}
          </button>
        ))}
      </div>
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
