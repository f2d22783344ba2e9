// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Parcel, ParcelQuotes, SellerCarrier } from '#shared/contracts/shipping.ts';
import { shippingEndpoints } from '#shared/endpoints/shipping.ts';
import { answer, recordRequests, renderScreen, server } from '#web/testing/render-screen.tsx';
import { SellerParcel } from './seller-parcel.tsx';

const ORDER_ID = '5d1c9a7e-3b2f-4e6a-8c0d-1f2e3a4b5c6d';
const PARCEL_ID = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';

const quotes: ParcelQuotes = {
  items: [
    {
      carrier: 'shiprocket',
      courierId: '12',
      courierName: 'Delhivery Surface',
      ratePaise: 6_100,
      codAllowed: true,
      days: 4,
      estimatedDelivery: '2026-11-24',
    },
    {
      carrier: 'shiprocket',
      courierId: '27',
      courierName: 'Bluedart Air',
      ratePaise: 9_850,
      codAllowed: true,
      days: 2,
      estimatedDelivery: null,
    },
  ],
  unquoted: [],
};

const booked: Parcel = {
  id: PARCEL_ID,
  orderId: ORDER_ID,
  carrier: 'shiprocket',
  direction: 'forward',
  awb: 'SR1234567890',
  courierName: 'Bluedart Air',
  status: 'booked',
  statusAt: '2026-11-20T06:00:00.000Z',
  reason: null,
  attempts: 0,
  pickupDate: '2026-11-21',
  promisedDate: '2026-11-22',
  ndrAnswer: null,
  codPaise: 0,
  labelUrl: `/api/seller/parcels/${PARCEL_ID}/label.pdf`,
  events: [{ status: 'booked', label: 'Manifested', reason: null, at: '2026-11-20T06:00:00.000Z' }],
};

/** The seller's parcel on an order card, the server saying the seller ships with `carrier` and has booked nothing. */
function renderParcel(carrier: SellerCarrier) {
  server.use(
    answer(shippingEndpoints.carrier, () => carrier),
    answer(shippingEndpoints.parcels, () => ({ items: [] })),
    // Nothing remembered for this product, nor a category box: the form starts from a typical one.
    answer(shippingEndpoints.parcelSize, () => ({
      weightGrams: 500,
      lengthCm: 20,
      breadthCm: 15,
      heightCm: 10,
      source: 'typical' as const,
    })),
  );
  return renderScreen(<SellerParcel orderId={ORDER_ID} allConfirmed />);
}

describe('booking a confirmed order’s parcel', () => {
  it('quotes the packed size, checks the cheapest courier, books the one chosen and shows the parcel', async () => {
    const sent: { to: string; body: unknown }[] = [];
    server.use(
      answer(shippingEndpoints.quotes, ({ body }) => {
        sent.push({ to: 'quotes', body });
        return quotes;
      }),
      answer(shippingEndpoints.book, ({ body }) => {
        sent.push({ to: 'book', body });
        return booked;
      }),
    );
    renderParcel({ carrier: 'shiprocket', available: ['shiprocket'], returnPickups: true });
    const form = await screen.findByRole('form', { name: 'Book the parcel' });
    expect(within(form).getByText('Book the parcel')).toBeTruthy();
    const size = { orderId: ORDER_ID, weightGrams: 800, lengthCm: 25, breadthCm: 15, heightCm: 10 };
    fireEvent.change(within(form).getByLabelText('Weight (g)'), { target: { value: '800' } });
    fireEvent.change(within(form).getByLabelText('Length (cm)'), { target: { value: '25' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Get quotes' }));

    const couriers = await within(form).findByRole('group', { name: 'Couriers, cheapest first' });
    expect(sent).toEqual([{ to: 'quotes', body: size }]);
    const cheapest = within(couriers).getByRole('radio', { name: /^Delhivery Surface ₹61\.00/ }) as HTMLInputElement;
    const fastest = within(couriers).getByRole('radio', { name: /^Bluedart Air ₹98\.50/ }) as HTMLInputElement;
    expect(within(couriers).getAllByRole('radio')).toEqual([cheapest, fastest]);
    expect(within(couriers).getByText('Shiprocket · 4 days, by 24 Nov 2026')).toBeTruthy();
    expect(within(couriers).getByText('Shiprocket · 2 days')).toBeTruthy();
    expect([cheapest.checked, fastest.checked]).toEqual([true, false]);
    expect(within(form).getByRole('button', { name: 'Book with Delhivery Surface' })).toBeTruthy();

    fireEvent.click(fastest);
    fireEvent.click(within(form).getByRole('button', { name: 'Book with Bluedart Air' }));

    const label = await screen.findByRole('link', { name: 'Label (PDF) for SR1234567890' });
    // The parcel's status heads it, with when the courier said so.
    expect(screen.getAllByRole('paragraph')[0]?.textContent).toMatch(/^Booked, waiting for pickup · 20 Nov, 11:30/);
    expect(sent).toEqual([
      { to: 'quotes', body: size },
      { to: 'book', body: { ...size, carrier: 'shiprocket', courierId: '27' } },
    ]);
    expect(label.textContent?.trim()).toBe('Label (PDF)');
    expect(label.getAttribute('href')).toBe(`/api/seller/parcels/${PARCEL_ID}/label.pdf`);
    expect(screen.getByText('Shiprocket · Bluedart Air ·', { exact: false })).toBeTruthy();
    expect(screen.getByText('Pickup on 21 Nov 2026')).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Book the parcel' })).toBeNull();
  });

  it('checks the size with the contract and sends nothing while the weight is 0', async () => {
    const sent = recordRequests();
    renderParcel({ carrier: 'shiprocket', available: ['shiprocket'], returnPickups: true });
    const form = await screen.findByRole('form', { name: 'Book the parcel' });
    const weight = within(form).getByLabelText('Weight (g)');
    fireEvent.change(weight, { target: { value: '0' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Get quotes' }));

    expect(within(form).getByText('The weight in grams, 1 to 50,000.')).toBeTruthy();
    expect(weight.getAttribute('aria-invalid')).toBe('true');
    expect(within(form).getByRole('button', { name: 'Get quotes' })).toBeTruthy();
    expect(sent.toSorted()).toEqual([
      'GET /api/seller/carrier',
      `GET /api/seller/parcel-size?orderId=${ORDER_ID}`,
      'GET /api/seller/parcels',
    ]);
  });
});

describe('a seller who ships by hand', () => {
  it('sees nothing of booking', async () => {
    const sent = recordRequests();
    const { client, container } = renderParcel({ carrier: null, available: ['shiprocket'], returnPickups: false });
    await waitFor(() => expect(sent).toHaveLength(2));
    await waitFor(() => expect(client.isFetching()).toBe(0));
    expect(container.textContent).toBe('');
    expect(screen.queryByRole('form')).toBeNull();
  });
});
