import type { KeyboardEvent, ReactNode } from 'react';
import { cn } from '#web/lib/cn.ts';

export interface DashboardTab {
  id: string;
  label: string;
}

const tabId = (id: string) => `dashboard-tab-${id}`;
const panelId = (id: string) => `dashboard-panel-${id}`;

const keySteps: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

/**
 * The ARIA tabs pattern: one tab stop, arrow keys (and Home/End) move and
 * select, the panel is labelled by its tab. Scrolls sideways on narrow phones.
 */
export function DashboardTabs({ tabs, active, onSelect }: { tabs: DashboardTab[]; active: string; onSelect: (id: string) => void }) {
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = keySteps[event.key];
    if (!step) return;
    event.preventDefault();
    const next = tabs[step(Math.max(tabs.findIndex((tab) => tab.id === active), 0), tabs.length)];
    if (!next) return;
    onSelect(next.id);
    document.getElementById(tabId(next.id))?.focus();
  };
  return (
    <div className="-mx-5 overflow-x-auto px-5 sm:mx-0 sm:px-0">
      <div role="tablist" aria-label="Dashboard" onKeyDown={onKeyDown} className="flex w-max min-w-full gap-1 rounded-xl bg-muted p-1 sm:min-w-0">
        {tabs.map((tab) => (
          <button
            key={tab.id}
            id={tabId(tab.id)}
            type="button"
            role="tab"
            aria-selected={active === tab.id}
            aria-controls={active === tab.id ? panelId(tab.id) : undefined}
            tabIndex={active === tab.id ? 0 : -1}
            onClick={() => onSelect(tab.id)}
            className={cn(
              'flex-1 shrink-0 rounded-lg px-3 py-2 text-sm font-semibold whitespace-nowrap transition-theme sm:flex-none sm:px-4',
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
export function DashboardTabPanel({ id, children }: { id: string; children: ReactNode }) {
  return (
    <div role="tabpanel" id={panelId(id)} aria-labelledby={tabId(id)} tabIndex={0} className="rounded-card focus-visible:outline-offset-4">
      {children}
    </div>
  );
}
