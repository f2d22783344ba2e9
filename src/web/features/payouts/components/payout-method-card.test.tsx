// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PayoutMethodAnswer, PayoutMethodView } from '#shared/contracts/payouts.ts';
import { payoutEndpoints } from '#shared/endpoints/payouts.ts';
import { answer, recordRequests, refuse, renderScreen, server } from '#web/testing/render-screen.tsx';
import { PayoutMethodCard } from './payout-method-card.tsx';

const savedBank: PayoutMethodView = {
  kind: 'bank',
  accountHolderName: 'Meera Iyer',
  accountNumberMasked: 'XXXXXX6789',
  ifsc: 'HDFC0000240',
  bankName: 'HDFC Bank',
  branchCode: '000240',
  mobile: null,
  panMasked: 'XXXXXX234F',
  panName: 'Meera Iyer',
  updatedAt: '2026-11-20T10:00:00.000Z',
};

const hdfc = { ifsc: 'HDFC0000240', bank: 'HDFC Bank', branchCode: '000240' };

/** The saves the server was sent: URL, method and body. */
type Saves = { url: string; method: string; body: unknown }[];

/** The card once the server has answered the saved method; a save is answered with `onSave`. */
async function renderCard(saved: PayoutMethodAnswer, onSave?: () => PayoutMethodAnswer | Response) {
  const saves: Saves = [];
  server.use(
    answer(payoutEndpoints.method, () => saved),
    answer(payoutEndpoints.ifsc, ({ params }) =>
      params.code === hdfc.ifsc ? hdfc : refuse(404, 'not_found', 'No bank branch has this IFSC.'),
    ),
    answer(payoutEndpoints.saveMethod, ({ request, body }) => {
      saves.push({ url: new URL(request.url).pathname, method: request.method, body });
      if (!onSave) throw new Error('This test sends no payout method.');
      return onSave();
    }),
  );
  renderScreen(<PayoutMethodCard />);
  await screen.findByRole('button', { name: saved.method ? 'Edit' : 'Save payout method' });
  return saves;
}

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('PayoutMethodCard', () => {
  it('asks for a method until one is saved, checking the form with the contract before sending', async () => {
    const sent = recordRequests();
    const saves = await renderCard({ method: null });
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
    // The saved method is all the card asked for: nothing was sent.
    expect(sent).toEqual(['GET /api/payout-method']);
    expect(saves).toEqual([]);
  });

  it('looks up the bank once a whole IFSC is typed, and shows the server’s refusal at its field', async () => {
    const sent = recordRequests();
    const saves = await renderCard({ method: null }, () =>
      refuse(422, 'validation_failed', 'No bank branch has this IFSC.', {
        fields: { ifsc: ['No bank branch has this IFSC.'] },
      }),
    );
    fireEvent.click(screen.getByRole('radio', { name: /Bank account/ }));
    type('Name on the bank account', 'Meera Iyer');
    type('Account number', '5010 0123 4567 89');
    type('Account number again', '50100123456789');
    type('IFSC', 'hdfc0000240');
    await waitFor(() => expect(screen.getByText('HDFC Bank')).toBeTruthy());
    // After the saved method, the lookup is the first thing asked.
    expect(sent).toEqual(['GET /api/payout-method', 'GET /api/ifsc/HDFC0000240']);
    fireEvent.click(screen.getByRole('button', { name: 'Save payout method' }));
    await waitFor(() => expect(screen.getByLabelText('IFSC').getAttribute('aria-invalid')).toBe('true'));
    expect(sent[2]).toBe('PUT /api/payout-method');
    const [save] = saves;
    expect([save?.url, save?.method]).toEqual(['/api/payout-method', 'PUT']);
    expect(save?.body).toEqual({
      kind: 'bank',
      accountHolderName: 'Meera Iyer',
      accountNumber: '50100123456789',
      accountNumberConfirm: '50100123456789',
      ifsc: 'HDFC0000240',
      // No mobile number typed: none is saved (it is optional; decision 069).
      mobile: null,
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
    const saves = await renderCard({ method: savedBank }, () => saved);
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
    const [put] = saves;
    expect(put?.body).toEqual({ kind: 'upi', upiId: 'meera.wears@okaxis' });
    expect(within(card).getByRole('button', { name: 'Edit' })).toBeTruthy();
  });
});
