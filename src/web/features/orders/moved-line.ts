import { createContext, useContext } from 'react';
import type { SellerOrderLine } from '#shared/contracts/orders-fulfilment.ts';
import { matchesFilter, type SellerOrderFilter, sellerOrderFilters } from './seller-order-filters.ts';

/**
 * Told of a line the seller just moved on (confirmed, shipped…), with the server's answer: the orders list says
 * where it went when it leaves the chip being looked at.
 */
export const LineMovedContext = createContext<(line: SellerOrderLine) => void>(() => {});

export const useLineMoved = () => useContext(LineMovedContext);

/** The chip a line is found under now: the first, after "All", whose statuses it has. */
export function filterOfLine(line: Pick<SellerOrderLine, 'status' | 'returns'>): SellerOrderFilter {
  return sellerOrderFilters.find((filter) => filter.id !== 'all' && matchesFilter(line, filter.id))?.id ?? 'all';
}
