// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { QuotedLine } from '#shared/contracts/cart.ts';
import { addToCart, cartStore } from '../cart-store.ts';
import { priceChangesStore } from '../price-changes.ts';
import { bagRows } from '../bag-rows.ts';
import { BagSection } from './bag-section.tsx';

afterEach(cleanup);

const quoted = (listingId: string, available: number, unitPricePaise = 49_900): QuotedLine => ({
  listingId,
  productId: `p-${listingId}`,
  storeId: 's',
  nameHi: null,
  storeHandle: 'priya.styles',
  storeName: 'Priya Styles',
  sellerName: 'Rangmahal Jewels',
  name: `Jhumka ${listingId}`,
  image: null,
  unitPricePaise,
  quantity: 1,
  available,
  problem: null,
  ref: null,
  utmSource: null,
});

beforeEach(() => {
  cartStore.set([]);
  priceChangesStore.set({});
  for (const id of ['a', 'b']) {
    addToCart({
      listingId: id,
      productId: `p-${id}`,
      storeId: 's',
      storeHandle: 'priya.styles',
      name: `Jhumka ${id}`,
      imageUrl: null,
      pricePaise: 49_900,
      ref: null,
      utmSource: null,
    });
  }
});

function renderBag(lines: QuotedLine[]) {
  const rows = bagRows(
    cartStore.get(),
    { lines, summary: { itemsPaise: 0, deliveryPaise: 0, codFeePaise: 0, totalPaise: 0 }, parcels: 0 },
    true,
  );
  return render(
    <MemoryRouter>
      <BagSection rows={rows} lineErrors={{}} />
    </MemoryRouter>,
  );
}

describe('BagSection', () => {
  it('steps a quantity up to the stock and no further', () => {
    renderBag([quoted('a', 2), quoted('b', 5)]);
    const stepper = screen.getByRole('group', { name: 'Quantity of Jhumka a' });
    const more = within(stepper).getByRole('button', { name: 'One more Jhumka a' });
    fireEvent.click(more);
    expect(cartStore.get()[0]?.quantity).toBe(2);
    cleanup();
    renderBag([quoted('a', 2), quoted('b', 5)]);
    const again = screen.getByRole('button', { name: 'One more Jhumka a' });
    expect(again.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(again);
    expect(cartStore.get()[0]?.quantity).toBe(2);
  });

  it('says when a line is short or gone, and removes a line with focus kept in the bag', () => {
    cartStore.set(cartStore.get().map((line) => (line.listingId === 'a' ? { ...line, quantity: 3 } : line)));
    renderBag([quoted('a', 1)]);
    expect(screen.getByText(/Only 1 left/)).toBeTruthy();
    expect(screen.getByText(/No longer sold here/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Remove Jhumka b from your bag' }));
    expect(cartStore.get().map((line) => line.listingId)).toEqual(['a']);
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: /Your bag/ }));
  });

  it('shows a price that moved since the line was added', () => {
    priceChangesStore.set({ a: { fromPaise: 49_900, toPaise: 54_900 } });
    renderBag([quoted('a', 5, 54_900), quoted('b', 5)]);
    expect(screen.getByText('The price went up from ₹499.00 to ₹549.00 since you added it.')).toBeTruthy();
  });
});
