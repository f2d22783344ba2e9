// @vitest-environment jsdom
import { useQuery } from '@tanstack/react-query';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Order, OrderLine } from '#shared/contracts/orders.ts';
import { orderEndpoints, returnEndpoints } from '#shared/endpoints/orders.ts';
import { answer, recordUploads, refuse, renderScreen, server } from '#web/testing/render-screen.tsx';
import { orderQueryOptions } from '../api/orders.ts';
import { LineReturn } from './line-return.tsx';

const line = (extra: Partial<OrderLine> = {}): OrderLine => ({
  id: 'line-1',
  productId: 'p-1',
  listingId: 'l-1',
  storeHandle: 'priya.styles',
  storeName: 'Priya Styles',
  sellerName: 'Rangmahal Jewels',
  name: 'Kundan jhumka',
  image: null,
  quantity: 1,
  unitPricePaise: 49_900,
  lineTotalPaise: 49_900,
  status: 'delivered',
  courier: 'Delhivery',
  trackingNumber: 'DL123456',
  returnWindowEndsAt: '2025-03-19T10:00:00.000Z',
  returnDays: 7,
  returnWindowOpen: true,
  returns: [],
  events: [{ status: 'delivered', at: '2025-03-12T10:00:00.000Z', note: null }],
  ...extra,
});

const order = (lineValue: OrderLine): Order => ({
  id: 'order-1',
  invoices: [],
  number: 'HT-7K3M9Q2P',
  placedAt: '2025-03-10T10:00:00.000Z',
  status: 'delivered',
  contact: { name: 'Asha Rao', phone: '+919876543210', email: null },
  address: { line1: '12 MG Road', line2: '', city: 'Pune', state: 'Maharashtra', pincode: '411001' },
  payment: {
    method: 'cod',
    status: 'paid',
    upi: null,
    paidPaise: 0,
    refunds: [],
    confirmBy: null,
    payNow: false,
    payNowPaise: null,
    codRefunds: [],
  },
  summary: { itemsPaise: 49_900, deliveryPaise: 0, codFeePaise: 0, totalPaise: 49_900 },
  charged: { itemsPaise: 49_900, deliveryPaise: 0, codFeePaise: 0, totalPaise: 49_900 },
  lines: [lineValue],
  cancellable: false,
});

/** The line as the order screens show it: read from the order in the query cache, which the form's answer replaces. */
function Harness() {
  const { data } = useQuery(orderQueryOptions('order-1'));
  return data?.lines[0] ? (
    <div data-testid="loaded-order">
      <LineReturn orderId="order-1" line={data.lines[0]} />
    </div>
  ) : null;
}

/** The line, once the server has answered its order. */
async function renderLine(value: OrderLine) {
  server.use(answer(orderEndpoints.get, () => order(value)));
  const rendered = renderScreen(<Harness />);
  await screen.findByTestId('loaded-order');
  return rendered;
}

const png = (name: string) => new File([new Uint8Array([137, 80, 78, 71])], name, { type: 'image/png' });

beforeEach(() => {
  // jsdom has no object URLs; the previews only need one each.
  URL.createObjectURL = vi.fn<typeof URL.createObjectURL>(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn<typeof URL.revokeObjectURL>();
});

function openForm() {
  fireEvent.click(screen.getByRole('button', { name: 'Request a return' }));
  return screen.getByRole('form', { name: 'Return Kundan jhumka' });
}

describe('LineReturn', () => {
  it('offers a return until the last day and checks the form with the shared contract before sending', async () => {
    await renderLine(line());
    expect(screen.getByText(/Returns accepted until/).textContent).toBe('Returns accepted until 19 Mar 2025');
    const form = openForm();
    expect(screen.getByRole('button', { name: 'Request a return' }).getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(within(form).getByRole('button', { name: 'Send return request' }));
    expect(within(form).getByLabelText('Reason').getAttribute('aria-invalid')).toBe('true');
    expect(within(form).getByText('Choose a reason.')).toBeTruthy();
    expect(within(form).getByText('Tell the seller what is wrong, in a few words.')).toBeTruthy();
    expect(within(form).getByRole('option', { name: 'Size or fit' })).toBeTruthy();
  });

  it('previews up to three photos, refusing other files before any upload', async () => {
    await renderLine(line());
    const form = openForm();
    const picker = within(form).getByLabelText('Add photos');
    fireEvent.change(picker, { target: { files: [new File(['GIF89a'], 'x.gif', { type: 'image/gif' })] } });
    expect(within(form).getByText('x.gif is not a JPEG, PNG or WebP image.')).toBeTruthy();
    fireEvent.change(picker, { target: { files: [png('a.png'), png('b.png'), png('c.png'), png('d.png')] } });
    const chosen = within(form).getByRole('list', { name: 'Chosen photos' });
    expect(
      within(chosen)
        .getAllByRole('img')
        .map((image) => image.getAttribute('alt')),
    ).toEqual(['Photo 1: a.png', 'Photo 2: b.png', 'Photo 3: c.png']);
    expect(within(form).getByText('Add at most 3 photos.')).toBeTruthy();
    fireEvent.click(within(chosen).getByRole('button', { name: 'Remove photo 2 (b.png)' }));
    expect(within(chosen).getAllByRole('img')).toHaveLength(2);
    expect(within(form).getByLabelText('Add another')).toBeTruthy();
  });

  it('sends the request with its photos, shows the server’s word at the field, then the line as requested', async () => {
    const requested = line({
      returnWindowOpen: true,
      returns: [
        {
          id: 'r-1',
          reason: 'damaged',
          details: 'The stone fell out.',
          photos: [],
          status: 'requested',
          sellerNote: null,
          requestedAt: '2025-03-14T09:00:00.000Z',
          decidedAt: null,
        },
      ],
    });
    // The first request is refused at its photos, the second taken.
    let sent = 0;
    server.use(
      answer(returnEndpoints.request, () =>
        ++sent === 1
          ? refuse(422, 'validation_failed', 'Upload a JPEG, PNG or WebP image.', {
              fields: { photos: ['Upload a JPEG, PNG or WebP image.'] },
            })
          : order(requested),
      ),
    );
    const uploads = recordUploads();
    await renderLine(line());
    const form = openForm();
    fireEvent.change(within(form).getByLabelText('Reason'), { target: { value: 'damaged' } });
    fireEvent.change(within(form).getByLabelText('Details for the seller'), {
      target: { value: 'The stone fell out.' },
    });
    fireEvent.change(within(form).getByLabelText('Add photos'), { target: { files: [png('stone.png')] } });
    fireEvent.click(within(form).getByRole('button', { name: 'Send return request' }));
    expect(await within(form).findByText('Upload a JPEG, PNG or WebP image.')).toBeTruthy();

    const [upload] = uploads;
    expect(upload?.url).toBe('/api/orders/order-1/lines/line-1/returns');
    const body = upload?.form as FormData;
    expect([body.get('reason'), body.get('details'), (body.getAll('photos')[0] as File).name]).toEqual([
      'damaged',
      'The stone fell out.',
      'stone.png',
    ]);

    fireEvent.click(within(form).getByRole('button', { name: 'Send return request' }));
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toMatch(
        /^Return requested on 14 Mar 2025\. The seller will accept or decline it/,
      ),
    );
    expect(screen.queryByRole('button', { name: 'Request a return' })).toBeNull();
  });

  it('says why not when the item takes no returns or the window has closed, and nothing before delivery', async () => {
    const { unmount } = await renderLine(
      line({ returnDays: 0, returnWindowOpen: false, returnWindowEndsAt: '2025-03-12T10:00:00.000Z' }),
    );
    expect(screen.getByText('This item cannot be returned.')).toBeTruthy();
    unmount();
    const closed = await renderLine(line({ returnWindowOpen: false }));
    expect(screen.getByText(/closed on/).textContent).toBe('The return window closed on 19 Mar 2025.');
    expect(screen.queryByRole('button', { name: 'Request a return' })).toBeNull();
    closed.unmount();
    const { container } = await renderLine(
      line({ status: 'shipped', returnWindowOpen: false, returnWindowEndsAt: null }),
    );
    expect(container.textContent).toBe('');
  });
});
