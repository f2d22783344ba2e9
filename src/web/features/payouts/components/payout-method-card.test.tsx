// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PayoutMethodAnswer, PayoutMethodView } from '#shared/contracts/payouts.ts';
import { payoutMethodQueryOptions } from '../api/payouts.ts';
import { PayoutMethodCard } from './payout-method-card.tsx';

const savedBank: PayoutMethodView = {
  kind: 'bank',
  accountHolderName: 'Meera Iyer',
  accountNumberMasked: 'XXXXXX6789',
  ifsc: 'HDFC0000240',
  bankName: 'HDFC Bank',
  branchCode: '000240',
  panMasked: 'XXXXXX234F',
  panName: 'Meera Iyer',
  updatedAt: '2026-11-20T10:00:00.000Z',
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function renderCard(answer: PayoutMethodAnswer) {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  client.setQueryData(payoutMethodQueryOptions.queryKey, answer);
  return render(
    <QueryClientProvider client={client}>
      <PayoutMethodCard />
    </QueryClientProvider>,
  );
}

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('PayoutMethodCard', () => {
  it('asks for a method until one is saved, checking the form with the contract before sending', async () => {
    const fetchSpy = vi.fn<typeof fetch>();
    vi.stubGlobal('fetch', fetchSpy);
    renderCard({ method: null });
    expect((screen.getByRole('radio', { name: /^UPI/ }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: /Bank account/ }));
    type('Name on the bank account', 'Meera Iyer');
    type('Account number', '50100123456789');
    type('Account number again', '50100123456780');
    type('IFSC', 'HDFC1000240');
    fireEvent.click(screen.getByRole('button', { name: 'Save payout method' }));
    expect(await screen.findByText('The account numbers do not match. Type it again.')).toBeTruthy();
    expect(screen.getByLabelText('Account number again').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(/An IFSC has 11 characters/)).toBeTruthy();
    // Alone, before the payouts' answer names the payee's rules, the card says what is true of every payee.
    expect(screen.getByText('Without a PAN, income tax is withheld from your earnings at a higher rate.')).toBeTruthy();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('looks up the bank once a whole IFSC is typed, and shows the server’s refusal at its field', async () => {
    const fetchSpy = vi
      .fn<typeof fetch>()
      .mockResolvedValueOnce(json(200, { ifsc: 'HDFC0000240', bank: 'HDFC Bank', branchCode: '000240' }))
      .mockResolvedValueOnce(
        json(422, {
          error: {
            code: 'validation_failed',
            message: 'No bank branch has this IFSC.',
            fields: { ifsc: ['No bank branch has this IFSC.'] },
          },
        }),
      );
    vi.stubGlobal('fetch', fetchSpy);
    renderCard({ method: null });
    fireEvent.click(screen.getByRole('radio', { name: /Bank account/ }));
    type('Name on the bank account', 'Meera Iyer');
    type('Account number', '5010 0123 4567 89');
    type('Account number again', '50100123456789');
    type('IFSC', 'hdfc0000240');
    await waitFor(() => expect(screen.getByText('HDFC Bank')).toBeTruthy());
    expect(fetchSpy.mock.calls[0]?.[0]).toBe('/api/ifsc/HDFC0000240');
    fireEvent.click(screen.getByRole('button', { name: 'Save payout method' }));
    await waitFor(() => expect(screen.getByLabelText('IFSC').getAttribute('aria-invalid')).toBe('true'));
    const [url, init] = fetchSpy.mock.calls[1] as [string, RequestInit];
    expect([url, init.method]).toEqual(['/api/payout-method', 'PUT']);
    expect(JSON.parse(String(init.body))).toEqual({
      kind: 'bank',
      accountHolderName: 'Meera Iyer',
      accountNumber: '50100123456789',
      accountNumberConfirm: '50100123456789',
      ifsc: 'HDFC0000240',
      pan: null,
      panName: null,
    });
  });

  it('shows a saved method masked, and Edit keeps the saved PAN unless it is changed', async () => {
    const saved: PayoutMethodAnswer = {
      method: {
        kind: 'upi',
        upiIdMasked: 'meXXXXrs@okaxis',
        panMasked: 'XXXXXX234F',
        panName: 'Meera Iyer',
        updatedAt: savedBank.updatedAt,
      },
    };
    const fetchSpy = vi.fn<typeof fetch>(async (url) =>
      String(url).startsWith('/api/ifsc/')
        ? json(200, { ifsc: 'HDFC0000240', bank: 'HDFC Bank', branchCode: '000240' })
        : json(200, saved),
    );
    vi.stubGlobal('fetch', fetchSpy);
    renderCard({ method: savedBank });
    const card = screen.getByRole('region', { name: 'Payout method' });
    expect(within(card).getByText('XXXXXX6789')).toBeTruthy();
    expect(within(card).getByText('HDFC0000240')).toBeTruthy();
    expect(within(card).getByText('XXXXXX234F')).toBeTruthy();
    fireEvent.click(within(card).getByRole('button', { name: 'Edit' }));
    expect((screen.getByLabelText('Name on the bank account') as HTMLInputElement).value).toBe('Meera Iyer');
    expect((screen.getByLabelText('Account number') as HTMLInputElement).value).toBe('');
    fireEvent.click(screen.getByRole('radio', { name: /^UPI/ }));
    type('UPI ID', 'Meera.Wears@okaxis');
    expect(screen.queryByLabelText('PAN')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Save payout method' }));
    await waitFor(() => expect(within(card).getByText('meXXXXrs@okaxis')).toBeTruthy());
    const put = fetchSpy.mock.calls.find(([url]) => url === '/api/payout-method') as [string, RequestInit];
    expect(JSON.parse(String(put[1].body))).toEqual({ kind: 'upi', upiId: 'meera.wears@okaxis' });
    expect(within(card).getByRole('button', { name: 'Edit' })).toBeTruthy();
  });
});
