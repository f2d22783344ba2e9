import { queryOptions } from '@tanstack/react-query';
import type { QuoteRequest } from '#shared/contracts/cart.ts';
import { quoteCart } from './api/cart.ts';
import { notePriceChanges } from './price-changes.ts';

export const cartKeys = {
  quotes: ['cart', 'quote'] as const,
};

/** The cart priced now; each answer also records prices that moved since the buyer last saw them. */
export const quoteQueryOptions = (lines: QuoteRequest['lines']) =>
  queryOptions({
    queryKey: [...cartKeys.quotes, lines],
    queryFn: async ({ signal }) => {
      const quote = await quoteCart({ lines }, signal);
      notePriceChanges(quote);
      return quote;
    },
    // Checkout always shows today's prices and stock.
    staleTime: 0,
    enabled: lines.length > 0,
  });
