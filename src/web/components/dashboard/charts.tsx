import { plural, t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useId } from 'react';
import type { DailyPoint } from '#shared/contracts/ledger-dashboards.ts';
import { formatDay } from '#web/lib/format.ts';

/*
 * Two small charts without a chart library. Each draws for the eye
 * (role="img" with a one-sentence summary) and repeats its numbers in a
 * visually hidden table or list for screen readers. Colours are the theme's
 * custom properties, so a store theme restyles them.
 */

const WIDTH = 300;
const HEIGHT = 100;
/** Room above the peak so the line is not clipped at the top edge. */
const HEADROOM = 6;

function trendSummary(points: DailyPoint[], label: string, formatValue: (value: number) => string): string {
  const dayCount = points.length;
  const period = t`${label}, last ${plural(dayCount, { one: '# day', other: '# days' })}`;
  const total = points.reduce((sum, point) => sum + point.value, 0);
  if (total === 0) return t`${period}: none yet.`;
  const peak = points.reduce((best, point) => (point.value > best.value ? point : best));
  const totalText = formatValue(total);
  const peakText = formatValue(peak.value);
  const peakDay = formatDay(peak.day);
  return t`${period}: ${totalText} in total, highest ${peakText} on ${peakDay}.`;
}

function trendPaths(points: DailyPoint[]): { line: string; area: string } {
  const max = Math.max(...points.map((point) => point.value), 0) || 1;
  const step = points.length > 1 ? WIDTH / (points.length - 1) : 0;
  const coordinates = points.map((point, index) => {
    const x = points.length > 1 ? index * step : WIDTH / 2;
    const y = HEIGHT - (point.value / max) * (HEIGHT - HEADROOM);
    return `${x.toFixed(2)} ${y.toFixed(2)}`;
  });
  const line = `M ${coordinates.join(' L ')}`;
  const firstX = points.length > 1 ? 0 : WIDTH / 2;
  const lastX = points.length > 1 ? WIDTH : WIDTH / 2;
  return { line, area: `${line} L ${lastX} ${HEIGHT} L ${firstX} ${HEIGHT} Z` };
}

/** A line over an area for one value per day; stretches to its container's width. */
export function TrendChart({
  points,
  label,
  formatValue,
}: {
  points: DailyPoint[];
  label: string;
  formatValue: (value: number) => string;
}) {
  // Gradient ids are document-wide; useId's punctuation is not welcome inside url(#…).
  const gradientId = `trend-${useId().replaceAll(/[^\w-]/g, '')}`;
  if (points.length === 0)
    return (
      <p className="text-sm text-text-secondary">
        <Trans>No days to show.</Trans>
      </p>
    );
  const { line, area } = trendPaths(points);
  const peak = Math.max(...points.map((point) => point.value));
  const first = points[0];
  const last = points.at(-1);
  return (
    <div>
      <div className="flex justify-end text-xs text-text-secondary tabular-nums" aria-hidden>
        {formatValue(peak)}
      </div>
      <svg
        role="img"
        aria-label={trendSummary(points, label, formatValue)}
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        preserveAspectRatio="none"
        className="mt-1 block h-36 w-full overflow-visible sm:h-44"
      >
        <defs>
          <linearGradient id={gradientId} x1="0" y1="0" x2="0" y2="1">
            <stop offset="0%" style={{ stopColor: 'var(--haat-color-primary)', stopOpacity: 0.45 }} />
            <stop offset="100%" style={{ stopColor: 'var(--haat-color-primary)', stopOpacity: 0 }} />
          </linearGradient>
        </defs>
        {[HEADROOM, HEIGHT / 2 + HEADROOM / 2, HEIGHT].map((y) => (
          <line
            key={y}
            x1="0"
            x2={WIDTH}
            y1={y}
            y2={y}
            style={{ stroke: 'var(--haat-color-border)' }}
            strokeWidth="1"
            strokeDasharray={y === HEIGHT ? undefined : '4 4'}
            vectorEffect="non-scaling-stroke"
          />
        ))}
        <path d={area} fill={`url(#${gradientId})`} />
        <path
          d={line}
          fill="none"
          style={{ stroke: 'var(--haat-color-primary)' }}
          strokeWidth="2.5"
          strokeLinejoin="round"
          strokeLinecap="round"
          vectorEffect="non-scaling-stroke"
        />
      </svg>
      <div className="mt-2 flex justify-between text-xs text-text-secondary" aria-hidden>
        <span>{first ? formatDay(first.day) : ''}</span>
        <span>{last ? formatDay(last.day) : ''}</span>
      </div>
      <table className="sr-only">
        <caption>
          <Trans>{label} by day</Trans>
        </caption>
        <thead>
          <tr>
            <th scope="col">
              <Trans>Day</Trans>
            </th>
            <th scope="col">{label}</th>
          </tr>
        </thead>
        <tbody>
          {points.map((point) => (
            <tr key={point.day}>
              <th scope="row">{formatDay(point.day)}</th>
              <td>{formatValue(point.value)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export interface BarListItem {
  key: string;
  label: string;
  value: number;
  /** Extra words after the value, e.g. "12 units". */
  detail?: string;
}

const SUMMARY_ITEMS = 3;

function barSummary(items: BarListItem[], label: string, formatValue: (value: number) => string): string {
  const named = items.slice(0, SUMMARY_ITEMS).map((item) => `${item.label} ${formatValue(item.value)}`);
  const rest = items.length - named.length;
  const names = named.join(', ');
  return rest > 0 ? t`${label}: ${names} and ${rest} more.` : t`${label}: ${names}.`;
}

/** Labelled horizontal bars, longest first as given; each bar is its share of the largest value. */
export function BarList({
  items,
  label,
  formatValue,
  empty,
}: {
  items: BarListItem[];
  label: string;
  formatValue: (value: number) => string;
  empty: string;
}) {
  if (items.length === 0) return <p className="text-sm text-text-secondary">{empty}</p>;
  const max = Math.max(...items.map((item) => item.value), 0) || 1;
  return (
    <div>
      <div role="img" aria-label={barSummary(items, label, formatValue)} className="space-y-3">
        {items.map((item) => (
          <div key={item.key}>
            <div className="flex items-baseline justify-between gap-3 text-sm">
              <span className="min-w-0 truncate font-medium">{item.label}</span>
              <span className="shrink-0 text-text-secondary tabular-nums">
                {formatValue(item.value)}
                {item.detail ? ` · ${item.detail}` : ''}
              </span>
            </div>
            <div className="mt-1 h-2 overflow-hidden rounded-full bg-muted">
              <div
                className="h-full rounded-full"
                style={{
                  width: `${Math.max((item.value / max) * 100, item.value > 0 ? 2 : 0)}%`,
                  background: 'var(--haat-gradient-primary)',
                }}
              />
            </div>
          </div>
        ))}
      </div>
      <dl className="sr-only">
        {items.map((item) => (
          <div key={item.key}>
            <dt>{item.label}</dt>
            <dd>
              {formatValue(item.value)}
              {item.detail ? `, ${item.detail}` : ''}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
