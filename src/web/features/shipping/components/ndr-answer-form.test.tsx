// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { OrderParcel } from '#shared/contracts/shipping.ts';
import { shippingEndpoints } from '#shared/endpoints/shipping.ts';
import { answer, recordRequests, renderScreen, server } from '#web/testing/render-screen.tsx';
import { OrderParcels } from './order-parcels.tsx';

const ORDER_ID = 'order-1';
const PARCEL_ID = '0b6f3c1e-5a2d-4c8e-9f10-7d2a4b6c8e01';
const address = { line1: '12 MG Road', line2: 'Near the temple', phone: '+919876543210' };

const parcel = (fields: Partial<OrderParcel> = {}): OrderParcel => ({
  id: PARCEL_ID,
  orderId: ORDER_ID,
  carrier: 'shiprocket',
  direction: 'forward',
  pickupDate: null,
  awb: 'SR1234567890',
  courierName: 'Delhivery Surface',
  status: 'ndr',
  statusAt: '2026-11-20T09:30:00.000Z',
  reason: 'Customer not available',
  attempts: 1,
  promisedDate: '2026-11-21',
  ndrAnswer: null,
  events: [
    { status: 'booked', label: 'Manifested', reason: null, at: '2026-11-17T05:00:00.000Z' },
    { status: 'in_transit', label: 'In Transit', reason: null, at: '2026-11-18T08:00:00.000Z' },
    { status: 'ndr', label: 'Undelivered', reason: 'Customer not available', at: '2026-11-20T09:30:00.000Z' },
  ],
  canAnswerNdr: true,
  reattemptDates: ['2026-11-21', '2026-11-22', '2026-11-23'],
  ...fields,
});

/** The buyer's tracking, the server answering with these parcels: shown once they have come. */
async function renderTracking(items: OrderParcel[]) {
  server.use(answer(shippingEndpoints.orderParcels, () => ({ items })));
  renderScreen(<OrderParcels orderId={ORDER_ID} address={address} />);
  return screen.findByRole('region', { name: `Parcel ${items[0]?.awb}` });
}

describe('a parcel waiting for the buyer’s answer', () => {
  it('says the courier’s reason and offers the three choices', async () => {
    const card = await renderTracking([parcel()]);
    // The parcel's status heads the card.
    expect(within(card).getAllByRole('paragraph')[0]?.textContent).toBe('Delivery attempt failed');
    expect(
      within(card).getByText(
        'The courier could not deliver it: “Customer not available”. Tell them what to do before it goes back to the seller.',
      ),
    ).toBeTruthy();
    const choices = within(card).getByRole('group', { name: 'What should the courier do?' });
    const radios = within(choices).getAllByRole('radio') as HTMLInputElement[];
    expect(radios).toHaveLength(3);
    expect(within(choices).getByRole('radio', { name: /^Try again/ })).toBe(radios[0]);
    expect(within(choices).getByRole('radio', { name: /^Correct the address or phone/ })).toBe(radios[1]);
    expect(within(choices).getByRole('radio', { name: /^Cancel the delivery/ })).toBe(radios[2]);
    expect(radios.map((radio) => radio.checked)).toEqual([true, false, false]);
  });

  it('offers exactly the days the courier can come back', async () => {
    const card = await renderTracking([parcel()]);
    const day = within(card).getByLabelText('Which day') as HTMLSelectElement;
    expect(
      within(day)
        .getAllByRole('option')
        .map((option) => [(option as HTMLOptionElement).value, option.textContent]),
    ).toEqual([
      ['2026-11-21', '21 Nov 2026'],
      ['2026-11-22', '22 Nov 2026'],
      ['2026-11-23', '23 Nov 2026'],
    ]);
    expect(day.value).toBe('2026-11-21');
  });

  it('sends the chosen day to the courier and then says what was asked', async () => {
    const sent: { parcelId: string; body: unknown }[] = [];
    server.use(
      answer(shippingEndpoints.answerNdr, ({ params, body }) => {
        sent.push({ parcelId: params.parcelId, body });
        return parcel({
          canAnswerNdr: false,
          reattemptDates: [],
          ndrAnswer: { action: 're_attempt', date: '2026-11-23', at: '2026-11-20T10:00:00.000Z' },
        });
      }),
    );
    const card = await renderTracking([parcel()]);
    fireEvent.change(within(card).getByLabelText('Which day'), { target: { value: '2026-11-23' } });
    fireEvent.click(within(card).getByRole('button', { name: 'Send to the courier' }));

    const said = await within(card).findByRole('status');
    expect(said.textContent).toMatch(/^You asked the courier to try again on 23 Nov 2026 \(20 Nov, .+\)\.$/);
    expect(sent).toEqual([{ parcelId: PARCEL_ID, body: { action: 're_attempt', date: '2026-11-23' } }]);
    expect(within(card).queryByRole('form', { name: 'What should the courier do?' })).toBeNull();
  });

  it('checks a corrected mobile number with the contract and sends nothing while it is wrong', async () => {
    const card = await renderTracking([parcel()]);
    const sent = recordRequests();
    fireEvent.click(within(card).getByRole('radio', { name: /^Correct the address or phone/ }));
    expect((within(card).getByLabelText('House number and street') as HTMLInputElement).value).toBe('12 MG Road');
    const mobile = within(card).getByLabelText('Mobile number') as HTMLInputElement;
    expect(mobile.value).toBe('9876543210');
    fireEvent.change(mobile, { target: { value: '12345' } });
    fireEvent.click(within(card).getByRole('button', { name: 'Send to the courier' }));

    expect(within(card).getByText('Enter a 10-digit Indian mobile number, e.g. +91 98765 43210.')).toBeTruthy();
    expect(mobile.getAttribute('aria-invalid')).toBe('true');
    expect(within(card).getByRole('button', { name: 'Send to the courier' })).toBeTruthy();
    expect(sent).toEqual([]);
  });
});

describe('a parcel not waiting for an answer', () => {
  it('shows its timeline, newest first, and no form', async () => {
    const delivered = parcel({
      status: 'delivered',
      statusAt: '2026-11-21T07:45:00.000Z',
      reason: null,
      canAnswerNdr: false,
      reattemptDates: [],
      events: [
        { status: 'booked', label: 'Manifested', reason: null, at: '2026-11-17T05:00:00.000Z' },
        { status: 'in_transit', label: 'In Transit', reason: null, at: '2026-11-18T08:00:00.000Z' },
        { status: 'ndr', label: 'Undelivered', reason: 'Customer not available', at: '2026-11-20T09:30:00.000Z' },
        { status: 'out_for_delivery', label: 'Out For Delivery', reason: null, at: '2026-11-21T03:00:00.000Z' },
        { status: 'delivered', label: 'Delivered', reason: null, at: '2026-11-21T07:45:00.000Z' },
      ],
    });
    const card = await renderTracking([delivered]);
    expect(within(card).getAllByRole('paragraph')[0]?.textContent).toBe('Delivered');
    const timeline = within(card).getByRole('list', { name: 'Tracking, in India time' });
    const steps = within(timeline).getAllByRole('listitem');
    expect(steps.map((step) => within(step).getAllByRole('paragraph')[0]?.textContent)).toEqual([
      'Delivered',
      'Out for delivery',
      'Delivery attempt failed',
      'In transit',
      'Booked, waiting for pickup',
    ]);
    expect(within(steps[2] as HTMLElement).getByText(/· Customer not available$/)).toBeTruthy();
    expect(within(card).queryByRole('form')).toBeNull();
    expect(within(card).queryByRole('radio')).toBeNull();
    expect(within(card).queryByRole('button', { name: 'Send to the courier' })).toBeNull();
  });
});
