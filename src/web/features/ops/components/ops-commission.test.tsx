// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CommissionSettings } from '#shared/contracts/commission.ts';
import { opsMoneyEndpoints } from '#shared/endpoints/payouts-ops.ts';
import { answer, recordRequests, refuse, renderScreen, server } from '#web/testing/render-screen.tsx';
import { percentToBps } from './commission-form.tsx';
import { OpsCommission } from './ops-commission.tsx';

const settings: CommissionSettings = {
  sellerDefaultBps: 500,
  sellerCategoryBps: { jewellery: 800, electronics: 400 },
  creatorMarkupBps: 1000,
  feeGstBps: 1800,
  effectiveFrom: '2026-11-01T04:30:00.000Z',
  setBy: 'ops@haat.demo',
};

// The server answers the rates in force; a save is answered only where a test says how.
async function renderCommission() {
  server.use(answer(opsMoneyEndpoints.commission, () => settings));
  renderScreen(<OpsCommission />);
  return screen.findByRole('region', { name: 'Rates in force' });
}

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save new rates' }));

describe('the Commission tab', () => {
  it('shows the rates in force, when and by whom they were set, each category at its own rate or the default', async () => {
    const rates = await renderCommission();
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
    const sent = recordRequests();
    await renderCommission();
    type('Default commission (% of base price)', '7.555');
    type('Beauty', '60');
    save();
    expect(await screen.findByText('Enter a percentage with at most two decimals, e.g. 5 or 7.5.')).toBeTruthy();
    expect(screen.getByText('A rate can be at most 50%.')).toBeTruthy();
    expect(screen.getByText('Say why the rates change (at least 3 characters).')).toBeTruthy();
    expect(screen.getByLabelText('Beauty').getAttribute('aria-invalid')).toBe('true');
    // Only the rates were asked for: nothing was sent.
    expect(sent).toEqual(['GET /api/ops/commission']);
  });

  it('sends the rates in basis points, leaving out empty categories, and puts a server refusal on its field', async () => {
    const saves: { url: string; method: string; body: unknown }[] = [];
    server.use(
      answer(opsMoneyEndpoints.setCommission, ({ request, body }) => {
        saves.push({ url: new URL(request.url).pathname, method: request.method, body });
        return refuse(422, 'validation_failed', 'Not valid.', {
          fields: { 'sellerCategoryBps.electronics': ['A rate can be at most 50%.'] },
        });
      }),
    );
    await renderCommission();
    type('Default commission (% of base price)', '6.25');
    type('Jewellery', '');
    type('Creators’ markup fee (% of markup)', '12.5');
    type('Reason', 'Festive season rates');
    save();
    await waitFor(() => expect(screen.getByLabelText('Electronics').getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('A rate can be at most 50%.')).toBeTruthy();
    const [put] = saves;
    expect(put?.url).toBe('/api/ops/commission');
    expect(put?.method).toBe('PUT');
    expect(put?.body).toEqual({
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
