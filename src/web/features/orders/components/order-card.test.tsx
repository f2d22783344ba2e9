// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import type { InvoiceSummary } from '#shared/contracts/invoices.ts';
import type { Order, OrderLine } from '#shared/contracts/orders.ts';
import { invoiceEndpoints } from '#shared/endpoints/invoices.ts';
import { answer, renderScreen, server } from '#web/testing/render-screen.tsx';
import { forgetGuestOrder, rememberGuestOrder } from '../guest-orders-store.ts';
import { OrderCard } from './order-card.tsx';

const line = (id: string, status: OrderLine['status']): OrderLine => ({
  id,
  productId: `p-${id}`,
  listingId: `l-${id}`,
  storeHandle: 'priya.styles',
  storeName: 'Priya Styles',
  sellerName: 'Rangmahal Jewels',
  name: `Jhumka ${id}`,
  image: null,
  quantity: 2,
  unitPricePaise: 49_900,
  lineTotalPaise: 99_800,
  status,
  courier: null,
  trackingNumber: null,
  returnWindowEndsAt: null,
  returnDays: 7,
  returnWindowOpen: false,
  returns: [],
  events: [{ status: 'placed', at: '2025-03-12T10:00:00.000Z', note: null }],
});

const order = (overrides: Partial<Order> = {}): Order => ({
  id: 'order-1',
  invoices: [],
  number: 'HT-7K3M9Q2P',
  placedAt: '2025-03-12T10:00:00.000Z',
  status: 'placed',
  contact: { name: 'Asha Rao', phone: '+919876543210', email: null },
  address: { line1: '12 MG Road', line2: '', city: 'Pune', state: 'Maharashtra', pincode: '411001' },
  payment: {
    method: 'cod',
    status: 'due_on_delivery',
    upi: null,
    paidPaise: 0,
    refunds: [],
    confirmBy: null,
    payNow: false,
    payNowPaise: null,
    codRefunds: [],
  },
  summary: { itemsPaise: 99_800, deliveryPaise: 0, codFeePaise: 0, totalPaise: 99_800 },
  charged: { itemsPaise: 99_800, deliveryPaise: 0, codFeePaise: 0, totalPaise: 99_800 },
  lines: [line('a', 'placed')],
  cancellable: true,
  ...overrides,
});

const renderCard = (value: Order) => renderScreen(<OrderCard order={value} />, { route: '/' });

describe('OrderCard', () => {
  it('shows the number, total, status and each line with its timeline', () => {
    renderCard(order());
    const card = screen.getByRole('article', { name: 'Order HT-7K3M9Q2P' });
    const header = card.querySelector('header')?.textContent ?? '';
    expect(header).toContain('₹998.00');
    expect(header).toContain('12 Mar 2025');
    expect(header).toMatch(/Placed$/);
    expect(within(card).getByRole('list', { name: 'Delivery progress of Jhumka a' })).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Order details for HT-7K3M9Q2P' }).getAttribute('href')).toBe(
      '/order?id=order-1',
    );
  });

  it('asks before cancelling, with focus on keeping the order, and goes back on "Keep order"', () => {
    renderCard(order());
    const cancel = screen.getByRole('button', { name: 'Cancel order' });
    expect(cancel.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(cancel);
    const confirm = screen.getByRole('group', { name: 'Confirm cancelling HT-7K3M9Q2P' });
    expect(within(confirm).getByRole('button', { name: 'Yes, cancel' })).toBeTruthy();
    const keep = within(confirm).getByRole('button', { name: 'Keep order' });
    expect(document.activeElement).toBe(keep);
    fireEvent.click(keep);
    expect(screen.queryByRole('group', { name: 'Confirm cancelling HT-7K3M9Q2P' })).toBeNull();
    expect(document.activeElement).toBe(cancel);
  });

  it('offers no cancel once nothing can be cancelled', () => {
    renderCard(order({ cancellable: false, status: 'shipped', lines: [line('a', 'shipped')] }));
    expect(screen.queryByRole('button', { name: 'Cancel order' })).toBeNull();
  });
});

describe('OrderCard invoices', () => {
  const invoice: InvoiceSummary = {
    id: 'inv-1',
    kind: 'tax_invoice',
    number: 'IN/26-27/000001',
    issuedOn: '2026-11-26',
    orderNumber: 'HT-7K3M9Q2P',
    recipientName: 'Asha Rao',
    totalPaise: 99_800,
    pdfUrl: '/api/orders/order-1/invoices/inv-1/pdf',
  };

  afterEach(() => {
    forgetGuestOrder('order-1');
  });

  it('links each document’s PDF; a signed-in buyer’s cookie goes with the plain link', () => {
    renderCard(order({ invoices: [invoice] }));
    const list = screen.getByRole('list', { name: 'Invoices for order HT-7K3M9Q2P' });
    const link = within(list).getByRole('link', { name: 'Invoice IN/26-27/000001 · PDF' });
    expect(link.textContent).toBe('Invoice IN/26-27/000001 · PDF');
    expect(link.getAttribute('href')).toBe(invoice.pdfUrl);
    expect(link.getAttribute('download')).toBe('IN-26-27-000001.pdf');
  });

  it('downloads a guest’s document with the order’s token as a header', async () => {
    rememberGuestOrder({ id: 'order-1', number: 'HT-7K3M9Q2P', accessToken: 'guest-token' });
    const downloads: { url: string; token: string | null }[] = [];
    server.use(
      answer(invoiceEndpoints.orderPdf, ({ request }) => {
        downloads.push({ url: new URL(request.url).pathname, token: request.headers.get('x-order-token') });
        return new Response(new Blob(['%PDF']), { status: 200 });
      }),
    );
    // What the page passed to fetch, to the letter: the request the handler gets carries Node's own headers too.
    const fetch = vi.spyOn(globalThis, 'fetch');
    onTestFinished(() => fetch.mockRestore());
    const createObjectURL = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:pdf');
    const revokeObjectURL = vi.spyOn(URL, 'revokeObjectURL').mockReturnValue(undefined);
    onTestFinished(() => {
      createObjectURL.mockRestore();
      revokeObjectURL.mockRestore();
    });
    renderCard(order({ invoices: [invoice] }));
    fireEvent.click(screen.getByRole('link', { name: 'Invoice IN/26-27/000001 · PDF' }));
    await vi.waitFor(() => expect(createObjectURL).toHaveBeenCalled());
    expect(fetch).toHaveBeenCalledWith(invoice.pdfUrl, {
      headers: { 'x-order-token': 'guest-token' },
      credentials: 'same-origin',
    });
    expect(downloads).toEqual([{ url: invoice.pdfUrl, token: 'guest-token' }]);
  });

  it('shows nothing before a document is issued', () => {
    renderCard(order());
    expect(screen.queryByRole('list', { name: 'Invoices for order HT-7K3M9Q2P' })).toBeNull();
  });
});
