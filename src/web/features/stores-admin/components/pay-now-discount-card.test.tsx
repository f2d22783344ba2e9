// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PublicStore } from '#shared/contracts/stores.ts';
import { storeEndpoints } from '#shared/endpoints/stores.ts';
import { answer, renderScreen, server } from '#web/testing/render-screen.tsx';
import { PayNowDiscountCard } from './pay-now-discount-card.tsx';

const store: PublicStore = {
  id: 'store-1',
  handle: 'priya.styles',
  displayName: 'Priya',
  bio: '',
  avatarUrl: null,
  banner: null,
  theme: null,
  announcement: '',
  links: [],
  featuredTitle: '',
  payNowDiscountBps: 0,
};

describe('the discount for paying by UPI', () => {
  it('takes a percentage up to 20%, checked before it is sent, and saves it in basis points', async () => {
    const sent: unknown[] = [];
    server.use(
      answer(storeEndpoints.updateContent, ({ body }) => {
        sent.push(body);
        return { ...store, payNowDiscountBps: body.payNowDiscountBps ?? 0 };
      }),
    );
    renderScreen(<PayNowDiscountCard store={store} />, { route: '/cms' });
    const input = screen.getByLabelText('Discount (%)');
    fireEvent.change(input, { target: { value: '25' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save discount' }));
    expect(await screen.findByText('A percentage from 0 to 20, e.g. 5 or 2.5.')).toBeTruthy();
    expect(sent).toEqual([]);
    fireEvent.change(input, { target: { value: '2.5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save discount' }));
    await waitFor(() => expect(sent).toEqual([{ payNowDiscountBps: 250 }]));
  });
});
