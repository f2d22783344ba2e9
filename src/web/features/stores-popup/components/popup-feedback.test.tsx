// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { authEndpoints } from '#shared/endpoints/auth.ts';
import { catalogEndpoints } from '#shared/endpoints/catalog.ts';
import { answer, renderScreen, server } from '#web/testing/render-screen.tsx';
import { FeedbackCard } from './popup-feedback.tsx';

/*
 * The popup's questions: the question's rules (the catalog's contract) load when it is sent, not with a shared
 * link (decision 075), and still stop a question too short to answer before anything is sent.
 */

function signedInBuyerAsking(asked: string[]) {
  server.use(
    answer(authEndpoints.session, () => ({
      session: { expiresAt: new Date(Date.now() + 3_600_000), token: 't' },
      user: { id: 'u1', email: 'asha@example.in', name: 'Asha Verma', emailVerified: true },
    })),
    answer(catalogEndpoints.feedback, () => ({ rating: 4.5, reviewCount: 0, reviews: [], questions: [] })),
    answer(catalogEndpoints.askQuestion, ({ body, params }) => {
      asked.push(body.question);
      return {
        id: 'q1',
        productId: params.id,
        question: body.question,
        answer: null,
        author: 'Asha',
        createdAt: '2026-11-30T00:00:00Z',
        answeredAt: null,
      };
    }),
  );
}

describe('asking the seller from the popup', () => {
  it('refuses a question too short to answer, with the rule, and sends nothing', async () => {
    const asked: string[] = [];
    signedInBuyerAsking(asked);
    renderScreen(<FeedbackCard productId="product-1" writeReview={() => null} />, { route: '/@meera.wears' });
    fireEvent.change(await screen.findByLabelText('Ask the seller'), { target: { value: 'Hi?' } });
    fireEvent.click(screen.getByRole('button', { name: /ask|send/i }));
    expect(await screen.findByText('Ask a whole question (at least 5 characters).')).toBeTruthy();
    expect(asked).toEqual([]);
  });

  it('sends a whole question, trimmed, and clears the box', async () => {
    const asked: string[] = [];
    signedInBuyerAsking(asked);
    renderScreen(<FeedbackCard productId="product-1" writeReview={() => null} />, { route: '/@meera.wears' });
    const box = await screen.findByLabelText('Ask the seller');
    fireEvent.change(box, { target: { value: '  Is the colour fast?  ' } });
    fireEvent.click(screen.getByRole('button', { name: /ask|send/i }));
    await waitFor(() => expect(asked).toEqual(['Is the colour fast?']));
    await waitFor(() => expect((box as HTMLInputElement).value).toBe(''));
  });
});
