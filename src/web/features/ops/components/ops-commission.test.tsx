// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CommissionSettings } from '#shared/contracts/commission.ts';
import { commissionQueryOptions } from '../api/ops-money.ts';
import { percentToBps } from './commission-form.tsx';
import { OpsCommission } from './ops-commission.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const settings: CommissionSettings = {
  sellerDefaultBps: 500,
  sellerCategoryBps: { jewellery: 800, electronics: 400 },
  creatorMarkupBps: 1000,
  effectiveFrom: '2026-11-01T04:30:00.000Z',
  setBy: 'ops@haat.demo',
};

// The rates are in the cache and never stale: only a save goes to the (stubbed) network.
function renderCommission() {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  client.setQueryData(commissionQueryOptions.queryKey, settings);
  return render(
    <QueryClientProvider client={client}>
      <OpsCommission />
    </QueryClientProvider>,
  );
}

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save new rates' }));

describe('the Commission tab', () => {
  it('shows the rates in force, when and by whom they were set, each category at its own rate or the default', () => {
    renderCommission();
    const rates = screen.getByRole('region', { name: 'Rates in force' });
    expect(rates.textContent).toContain('set by ops@haat.demo');
    const rate = (label: string) => within(rates).getByText(label).nextElementSibling?.textContent;
    expect(rate('Jewellery')).toBe('8%');
    expect(rate('Electronics')).toBe('4%');
    expect(rate('Fashion')).toBe('5%default');
    expect(rate('Creators’ markups')).toBe('10%');
    // The form starts from them; a category without its own rate is empty.
    expect(screen.getByLabelText<HTMLInputElement>('Jewellery').value).toBe('8');
    expect(screen.getByLabelText<HTMLInputElement>('Fashion').value).toBe('');
    expect(screen.getByText(/New rates apply to orders placed from now on/)).toBeTruthy();
  });

  it('takes percentages with up to two decimals, at most 50%, and a reason, before sending anything', async () => {
    const fetchSpy = vi.fn<typeof fetch>();
    vi.stubGlobal('fetch', fetchSpy);
    renderCommission();
    type('Default commission (% of base price)', '7.555');
    type('Beauty', '60');
    save();
    expect(await screen.findByText('Enter a percentage with at most two decimals, e.g. 5 or 7.5.')).toBeTruthy();
    expect(screen.getByText('A rate can be at most 50%.')).toBeTruthy();
    expect(screen.getByText('Say why the rates change (at least 3 characters).')).toBeTruthy();
    expect(screen.getByLabelText('Beauty').getAttribute('aria-invalid')).toBe('true');
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('sends the rates in basis points, leaving out empty categories, and puts a server refusal on its field', async () => {
    const fetchSpy = vi.fn<typeof fetch>().mockResolvedValue(
      json(422, {
        error: {
          code: 'validation_failed',
          message: 'Not valid.',
          fields: { 'sellerCategoryBps.electronics': ['A rate can be at most 50%.'] },
        },
      }),
    );
    vi.stubGlobal('fetch', fetchSpy);
    renderCommission();
    type('Default commission (% of base price)', '6.25');
    type('Jewellery', '');
    type('Creators’ markup fee (% of markup)', '12.5');
    type('Reason', 'Festive season rates');
    save();
    await waitFor(() => expect(screen.getByLabelText('Electronics').getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('A rate can be at most 50%.')).toBeTruthy();
    const [url, init] = fetchSpy.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/ops/commission');
    expect(init.method).toBe('PUT');
    expect(JSON.parse(String(init.body))).toEqual({
      sellerDefaultBps: 625,
      sellerCategoryBps: { electronics: 400 },
      creatorMarkupBps: 1250,
      reason: 'Festive season rates',
    });
  });
});

describe('percentToBps', () => {
  it('reads whole and two-decimal percentages exactly, and nothing else', () => {
    expect(percentToBps('8')).toBe(800);
    expect(percentToBps('8.5')).toBe(850);
    expect(percentToBps(' 0.01 % ')).toBe(1);
    expect(percentToBps('4.35')).toBe(435);
    expect(percentToBps('4.355')).toBeNull();
    expect(percentToBps('-1')).toBeNull();
    expect(percentToBps('')).toBeNull();
  });
});
