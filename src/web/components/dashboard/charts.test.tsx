// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { formatRupeesShort } from '#shared/money.ts';
import { formatCount } from '#web/lib/format.ts';
import { BarList, TrendChart } from './charts.tsx';

afterEach(cleanup);

describe('TrendChart', () => {
  it('summarises the period in its label and lists every day for screen readers', () => {
    const points = [
      { day: '2025-03-10', value: 0 },
      { day: '2025-03-11', value: 149_900 },
      { day: '2025-03-12', value: 50_000 },
    ];
    render(<TrendChart points={points} label="Sales" formatValue={formatRupeesShort} />);
    const chart = screen.getByRole('img');
    expect(chart.getAttribute('aria-label')).toBe('Sales, last 3 days: ₹1,999 in total, highest ₹1,499 on 11 Mar.');
    const table = screen.getByRole('table', { name: 'Sales by day' });
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    expect(within(table).getByRole('rowheader', { name: '12 Mar' })).toBeTruthy();
    expect(chart.querySelectorAll('path')).toHaveLength(2);
  });

  it('says when there is nothing yet', () => {
    render(<TrendChart points={[{ day: '2025-03-12', value: 0 }]} label="Visits" formatValue={formatCount} />);
    expect(screen.getByRole('img').getAttribute('aria-label')).toBe('Visits, last 1 day: none yet.');
  });
});

describe('BarList', () => {
  it('names the largest items in its label and keeps all of them in a description list', () => {
    const items = ['instagram', 'whatsapp', 'Direct', 'youtube'].map((label, index) => ({
      key: label,
      label,
      value: 40 - index * 10,
    }));
    render(<BarList items={items} label="Visits by source" formatValue={formatCount} empty="None" />);
    expect(screen.getByRole('img').getAttribute('aria-label')).toBe(
      'Visits by source: instagram 40, whatsapp 30, Direct 20 and 1 more.',
    );
    expect(screen.getAllByRole('term').map((term) => term.textContent)).toEqual([
      'instagram',
      'whatsapp',
      'Direct',
      'youtube',
    ]);
  });

  it('shows the empty message without a chart', () => {
    render(
      <BarList items={[]} label="Visits by source" formatValue={formatCount} empty="No visits in this period yet." />,
    );
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByText('No visits in this period yet.')).toBeTruthy();
  });
});
