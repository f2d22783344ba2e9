// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SellerOrderLine } from '#shared/contracts/orders-fulfilment.ts';
import type { LineStatus } from '#shared/contracts/orders.ts';
import { fulfilmentEndpoints } from '#shared/endpoints/orders-fulfilment.ts';
import { shippingEndpoints } from '#shared/endpoints/shipping.ts';
import { answer, renderScreen, server } from '#web/testing/render-screen.tsx';
import { SellerOrdersPanel } from './seller-orders-panel.tsx';

/** The server answering each step with the line as it now is; the steps it was sent, in order. */
function serverAnswers(...answers: SellerOrderLine[]) {
  const steps: { url: string; method: string; body: unknown }[] = [];
  server.use(
    answer(fulfilmentEndpoints.act, ({ request, body }) => {
      steps.push({ url: new URL(request.url).pathname, method: request.method, body });
      const next = answers.shift();
      if (!next) throw new Error('The test gave no answer for this step.');
      return next;
    }),
  );
  return steps;
}

function line(
  id: string,
  orderNumber: string,
  status: LineStatus,
  actions: SellerOrderLine['actions'],
): SellerOrderLine {
  return {
    id,
    productId: `product-${id}`,
    listingId: null,
    storeHandle: 'priya.styles',
    storeName: 'Priya Styles',
    sellerName: 'Rangmahal Jewels',
    name: `Jhumka ${id}`,
    image: null,
    quantity: 2,
    unitPricePaise: 1_000,
    lineTotalPaise: 2_000,
    status,
    courier: null,
    trackingNumber: null,
    returnWindowEndsAt: null,
    returnDays: 7,
    returnWindowOpen: false,
    returns: [],
    events: [],
    orderId: orderNumber,
    orderNumber,
    placedAt: '2025-03-12T10:00:00.000Z',
    buyerName: 'Asha Rao',
    buyerPhone: '+919876543210',
    address: { line1: '12 MG Road', line2: '', city: 'Pune', state: 'Maharashtra', pincode: '411001' },
    basePaise: 1_600,
    earning: {
      basePaise: 1_600,
      commissionBps: 800,
      commissionPaise: 128,
      commissionGstPaise: 0,
      markupGstPaise: 0,
      deliveryPaise: 0,
      netPaise: 1_472,
    },
    collectOnDeliveryPaise: null,
    buyerConfirmBy: null,
    actions,
  };
}

/** The panel at `path`, the server answering the seller's `lines`: shown once they have come. */
async function renderPanel(lines: SellerOrderLine[], path = '/dashboard') {
  server.use(
    answer(fulfilmentEndpoints.sellerLines, () => ({ items: lines })),
    // The seller ships by hand: no carrier set up, no parcel booked.
    answer(shippingEndpoints.carrier, () => ({ carrier: null, available: [], returnPickups: false })),
    answer(shippingEndpoints.parcels, () => ({ items: [] })),
  );
  renderScreen(<SellerOrdersPanel />, { route: path });
  await (lines.length > 0
    ? screen.findByRole('group', { name: 'Show order lines' })
    : screen.findByText(/No orders yet/));
}

describe('SellerOrdersPanel', () => {
  const lines = [
    line('1', 'HT-AAAA1111', 'placed', ['confirm']),
    line('2', 'HT-AAAA1111', 'confirmed', ['ship']),
    line('3', 'HT-BBBB2222', 'delivered', ['return']),
  ];

  it('groups lines by order with the buyer’s details and counts each chip', async () => {
    await renderPanel(lines);
    const orders = screen.getAllByRole('article');
    expect(orders.map((order) => within(order).getByRole('heading').textContent)).toEqual([
      'HT-AAAA1111',
      'HT-BBBB2222',
    ]);
    expect(
      within(orders[0] as HTMLElement)
        .getByRole('link', { name: '+91 98765 43210' })
        .getAttribute('href'),
    ).toBe('tel:+919876543210');
    const chips = within(screen.getByRole('group', { name: 'Show order lines' })).getAllByRole('button');
    expect(chips.map((chip) => chip.getAttribute('aria-label'))).toEqual([
      'All, 3 lines',
      'To confirm, 1 line',
      'To ship, 1 line',
      'In transit, 0 lines',
      'Return requests, 0 lines',
      'Done, 1 line',
    ]);
  });

  it('filters by chip', async () => {
    await renderPanel(lines);
    fireEvent.click(screen.getByRole('button', { name: 'Done, 1 line' }));
    expect(screen.getByRole('button', { name: 'Done, 1 line' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getAllByRole('article')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Mark returned' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'In transit, 0 lines' }));
    expect(screen.getByText('Nothing here right now.')).toBeTruthy();
  });

  it('opens the ship form and checks it with the contract before sending', async () => {
    await renderPanel(lines, '/dashboard?show=to-ship');
    const ship = screen.getByRole('button', { name: 'Ship' });
    fireEvent.click(ship);
    expect(ship.getAttribute('aria-expanded')).toBe('true');
    const form = screen.getByRole('form', { name: 'Ship this item' });
    fireEvent.click(within(form).getByRole('button', { name: 'Mark shipped' }));
    expect(within(form).getByText('Enter the courier.')).toBeTruthy();
    expect(within(form).getByLabelText('Tracking number').getAttribute('aria-invalid')).toBe('true');
  });

  it('asks why in a dialog before a seller cancels an item they cannot fulfil', async () => {
    await renderPanel([line('4', 'HT-CCCC3333', 'placed', ['confirm', 'cancel'])]);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel item' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel this item?' });
    expect(within(dialog).getByText(/2 × Jhumka 4, order/)).toBeTruthy();
    const reason = within(dialog).getByLabelText('Why can’t you fulfil it?');
    expect(document.activeElement).toBe(reason);
    fireEvent.change(reason, { target: { value: 'no' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel item' }));
    expect(within(dialog).getByText('Say why you cannot fulfil it.')).toBeTruthy();
    expect(reason.getAttribute('aria-invalid')).toBe('true');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows a waiting return request with the buyer’s reason, words and photos, and asks for a note to decline it', async () => {
    const asked = {
      ...line('4', 'HT-CCCC3333', 'delivered', []),
      returns: [
        {
          id: 'r-1',
          reason: 'damaged' as const,
          details: 'The stone fell out on the first day.',
          photos: [
            {
              url: '/media/returns/x-320.webp',
              srcset: '/media/returns/x-320.webp 320w',
              fullUrl: '/media/returns/x-1080.webp',
            },
          ],
          status: 'requested' as const,
          sellerNote: null,
          requestedAt: '2025-03-14T09:00:00.000Z',
          decidedAt: null,
        },
      ],
    };
    await renderPanel([...lines, asked]);
    expect(screen.getByText(/1 return request to answer\./)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Return requests, 1 line' }));
    const request = screen.getByRole('region', { name: 'Return request for Jhumka 4' });
    expect(within(request).getByText('Return requested: Damaged')).toBeTruthy();
    expect(within(request).getByText('“The stone fell out on the first day.”')).toBeTruthy();
    expect(
      within(request).getByRole('link', { name: 'Photo 1 from the buyer (opens full size)' }).getAttribute('href'),
    ).toBe('/media/returns/x-1080.webp');
    fireEvent.click(within(request).getByRole('button', { name: 'Decline' }));
    const form = within(request).getByRole('form', { name: 'Decline return' });
    fireEvent.click(within(form).getByRole('button', { name: 'Decline return' }));
    expect(within(form).getByText('Tell the buyer why you are declining the return.')).toBeTruthy();
    expect(within(form).getByLabelText('Why are you declining?').getAttribute('aria-invalid')).toBe('true');
  });

  it('says where a confirmed line went when it leaves the chip, and takes the seller to it', async () => {
    const placed = line('1', 'HT-AAAA1111', 'placed', ['confirm', 'cancel']);
    const steps = serverAnswers({ ...placed, status: 'confirmed', actions: ['ship', 'cancel'] });
    await renderPanel([placed, line('3', 'HT-BBBB2222', 'placed', ['confirm'])], '/dashboard?show=to-confirm');
    const card = screen.getByRole('article', { name: 'HT-AAAA1111' });
    fireEvent.click(within(card).getByRole('button', { name: 'Confirm' }));

    const note = await screen.findByRole('status');
    await waitFor(() => expect(note.textContent?.trim()).toBe('Jhumka 1 (HT-AAAA1111) moved to To ship.Go to To ship'));
    expect(screen.queryByRole('article', { name: 'HT-AAAA1111' })).toBeNull();
    expect(steps[0]?.url).toBe('/api/seller/order-lines/1');

    fireEvent.click(within(note).getByRole('button', { name: 'Go to To ship' }));
    expect(screen.getByRole('button', { name: 'To ship, 1 line' }).getAttribute('aria-pressed')).toBe('true');
    const moved = screen.getByRole('article', { name: 'HT-AAAA1111' });
    await waitFor(() => expect(document.activeElement).toBe(moved));
    expect(within(moved).getByRole('button', { name: 'Ship' })).toBeTruthy();
    expect(note.textContent).toBe('');
  });

  it('says nothing more when the moved line stays in sight, and the note can be dismissed', async () => {
    const placed = line('1', 'HT-AAAA1111', 'placed', ['confirm']);
    serverAnswers({ ...placed, status: 'confirmed', actions: ['ship'] });
    await renderPanel([placed]);
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('button', { name: 'Ship' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('');

    cleanup();
    const shipped = line('2', 'HT-CCCC3333', 'confirmed', ['ship']);
    serverAnswers({
      ...shipped,
      status: 'shipped',
      actions: ['deliver'],
      courier: 'Delhivery',
      trackingNumber: 'DL445566',
    });
    await renderPanel([shipped], '/dashboard?show=to-ship');
    fireEvent.click(screen.getByRole('button', { name: 'Ship' }));
    fireEvent.change(screen.getByLabelText('Courier'), { target: { value: 'Delhivery' } });
    fireEvent.change(screen.getByLabelText('Tracking number'), { target: { value: 'DL445566' } });
    fireEvent.click(screen.getByRole('button', { name: 'Mark shipped' }));
    const note = screen.getByRole('status');
    await waitFor(() =>
      expect(within(note).getByRole('paragraph').textContent).toBe('Jhumka 2 (HT-CCCC3333) moved to In transit.'),
    );
    fireEvent.click(within(note).getByRole('button', { name: 'Dismiss' }));
    expect(note.textContent).toBe('');
  });

  it('asks before marking a line delivered, in place, and sends nothing until the seller is sure', async () => {
    const shipped = line('5', 'HT-DDDD4444', 'shipped', ['deliver', 'fail']);
    const steps = serverAnswers({ ...shipped, status: 'delivered', actions: ['return'] });
    await renderPanel([shipped]);
    const deliver = screen.getByRole('button', { name: 'Mark delivered' });
    fireEvent.click(deliver);
    expect(deliver.getAttribute('aria-expanded')).toBe('true');
    const ask = screen.getByRole('group', { name: 'Confirm delivery of Jhumka 5' });
    expect(ask.textContent).toBe(
      'Has the buyer received it? Marking it delivered tells them, and cannot be undone. Their 7 days to ask for a return start now.Yes, deliveredNot yet',
    );
    // Focus starts on the safe choice; "Not yet" (or Escape) puts it back on the button, with nothing sent.
    expect(document.activeElement).toBe(within(ask).getByRole('button', { name: 'Not yet' }));
    fireEvent.click(within(ask).getByRole('button', { name: 'Not yet' }));
    expect(screen.queryByRole('group', { name: 'Confirm delivery of Jhumka 5' })).toBeNull();
    expect(document.activeElement).toBe(deliver);
    fireEvent.click(deliver);
    fireEvent.keyDown(screen.getByRole('button', { name: 'Not yet' }), { key: 'Escape' });
    expect(screen.queryByRole('group', { name: 'Confirm delivery of Jhumka 5' })).toBeNull();
    expect(steps).toEqual([]);

    fireEvent.click(deliver);
    fireEvent.click(screen.getByRole('button', { name: 'Yes, delivered' }));
    expect(await screen.findByRole('button', { name: 'Mark returned' })).toBeTruthy();
    expect(steps).toHaveLength(1);
    const [step] = steps;
    expect([step?.url, step?.method, step?.body]).toEqual(['/api/seller/order-lines/5', 'POST', { action: 'deliver' }]);
  });

  it('says so when there are no orders at all', async () => {
    await renderPanel([]);
    expect(screen.getByText(/No orders yet/)).toBeTruthy();
  });
});
