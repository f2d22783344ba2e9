// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { authEndpoints } from '#shared/endpoints/auth.ts';
import { fulfilmentEndpoints } from '#shared/endpoints/orders-fulfilment.ts';
import { answer, recordRequests, renderScreen, server } from '#web/testing/render-screen.tsx';
import { ReviewSlot } from './product-popup.tsx';

/*
 * The popup's review form: a buyer who may review the product gets it; a visitor who is not signed in (most who
 * open a shared link) gets nothing, and nothing of it loads or is asked (decision 075).
 */

const buyer = {
  session: { expiresAt: new Date(Date.now() + 3_600_000), token: 't' },
  user: { id: 'u1', email: 'asha@example.in', name: 'Asha Verma', emailVerified: true },
};

describe('the review form in the product popup', () => {
  it('is there for a signed-in buyer who may review the product', async () => {
    server.use(
      answer(authEndpoints.session, () => buyer),
      answer(fulfilmentEndpoints.reviewEligibility, () => ({ canReview: true })),
    );
    renderScreen(<ReviewSlot productId="product-1" />, { route: '/@meera.wears' });
    expect(await screen.findByRole('heading', { name: 'Write a review' })).toBeTruthy();
  });

  it('is not there, and asks nothing about reviewing, for a visitor who is not signed in', async () => {
    server.use(
      answer(authEndpoints.session, () => null),
      answer(fulfilmentEndpoints.reviewEligibility, () => ({ canReview: true })),
    );
    const sent = recordRequests();
    const { container } = renderScreen(<ReviewSlot productId="product-1" />, { route: '/@meera.wears' });
    await waitFor(() => expect(sent.some((request) => request.includes('/auth/get-session'))).toBe(true));
    expect(container.textContent).toBe('');
    expect(sent.filter((request) => request.includes('review'))).toEqual([]);
  });
});
