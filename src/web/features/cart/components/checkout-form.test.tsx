// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { PincodePlace } from '#shared/contracts/geo.ts';
import { geoEndpoints } from '#shared/endpoints/geo.ts';
import { paymentEndpoints } from '#shared/endpoints/payments.ts';
import type { ContactAddress } from '#web/components/contact-address/contact-address.ts';
import type { ApiError } from '#web/lib/api-client.ts';
import { answer, refuse, renderScreen, server } from '#web/testing/render-screen.tsx';
import { forgetDetails, rememberDetails, rememberedDetails } from '../remembered-details.ts';
import { CheckoutForm } from './checkout-form.tsx';

beforeEach(() => forgetDetails());

const STORAGE_KEY = 'haat:checkout-details';

const kavya = {
  contact: { name: 'Kavya Rao', phone: '+919876543210', email: null },
  address: { line1: '4 Temple Street', line2: '', city: 'Mysuru', state: 'Karnataka' as const, pincode: '570001' },
};

type Place = (details: ContactAddress, remember: boolean) => Promise<ApiError | null>;

// The server knows the one PIN code the tests fill in.
const mysuru: PincodePlace = {
  pincode: '570001',
  city: 'Mysuru',
  district: 'Mysuru',
  state: 'Karnataka',
  states: ['Karnataka'],
};

function renderForm({ guest = true, onPlace = vi.fn<Place>(async () => null) } = {}) {
  server.use(
    answer(geoEndpoints.pincode, ({ params }) =>
      params.pin === mysuru.pincode ? mysuru : refuse(404, 'not_found', 'No such PIN code.'),
    ),
    // No payment gateway here: cash on delivery only.
    answer(paymentEndpoints.options, () => ({
      methods: ['cod' as const],
      cod: { available: true, reason: null, tokenPaise: 0, confirmation: false, feePaise: 0 },
    })),
  );
  renderScreen(
    <>
      <CheckoutForm
        id="checkout-form"
        defaults={{ name: '', email: '' }}
        guest={guest}
        onPlace={onPlace}
        totalPaise={null}
      />
      <button type="submit" form="checkout-form">
        Place order
      </button>
    </>,
  );
  return onPlace;
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const remember = () => screen.getByRole('checkbox', { name: 'Remember my details on this device' });

describe('remembering a guest’s details on this device', () => {
  it('asks a guest, unticked, and keeps nothing until they tick it', async () => {
    const onPlace = renderForm();
    expect((remember() as HTMLInputElement).checked).toBe(false);
    expect(screen.queryByRole('button', { name: 'Not you? Clear' })).toBeNull();
    fireEvent.input(field('Full name'), { target: { value: 'Kavya Rao' } });
    fireEvent.input(field('Mobile number'), { target: { value: '98765 43210' } });
    fireEvent.input(field('Address line 1'), { target: { value: '4 Temple Street' } });
    fireEvent.input(field('PIN code'), { target: { value: '570001' } });
    fireEvent.input(field('City'), { target: { value: 'Mysuru' } });
    fireEvent.change(field('State'), { target: { value: 'Karnataka' } });
    // The PIN code's place has come, as it would before a buyer gets to the button.
    await screen.findByText('Mysuru district, Karnataka');

    fireEvent.click(screen.getByRole('button', { name: 'Place order' }));
    await waitFor(() => expect(onPlace).toHaveBeenCalledTimes(1));
    expect(onPlace.mock.calls[0]?.[1]).toBe(false);

    fireEvent.click(remember());
    fireEvent.click(screen.getByRole('button', { name: 'Place order' }));
    await waitFor(() => expect(onPlace).toHaveBeenCalledTimes(2));
    expect(onPlace.mock.calls[1]).toEqual([expect.objectContaining({ contact: expect.anything() }), true, 'cod']);
    // The form only says what was asked; the order, once placed, keeps them (use-place-order.ts).
    expect(localStorage.getItem(STORAGE_KEY)).toBeNull();
  });

  it('does not offer it to a signed-in buyer, nor fill in what a guest left here', () => {
    rememberDetails(kavya);
    renderForm({ guest: false });
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Not you? Clear' })).toBeNull();
    expect(field('Full name').value).toBe('');
  });

  it('fills in what this device remembers, and "Not you? Clear" forgets it here and empties the form', async () => {
    rememberDetails(kavya);
    expect(JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null')).toMatchObject({ contact: { name: 'Kavya Rao' } });
    renderForm();
    expect(field('Full name').value).toBe('Kavya Rao');
    expect(field('Mobile number').value).toBe('9876543210');
    expect(field('Email (optional)').value).toBe('');
    expect(field('Address line 1').value).toBe('4 Temple Street');
    expect(field('PIN code').value).toBe('570001');
    expect(field('City').value).toBe('Mysuru');
    expect(field('State').value).toBe('Karnataka');
    expect((remember() as HTMLInputElement).checked).toBe(true);
    expect(screen.getByText('Filled in with the details remembered on this device.')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Not you? Clear' }));
    expect(localStorage.getItem(STORAGE_KEY)).toBeNull();
    expect(rememberedDetails.get()).toBeNull();
    await waitFor(() => expect(field('Full name').value).toBe(''));
    for (const label of ['Mobile number', 'Address line 1', 'PIN code', 'City', 'State'])
      expect(field(label).value).toBe('');
    expect((remember() as HTMLInputElement).checked).toBe(false);
    expect(screen.getByRole('status').textContent).toBe('Your details are forgotten on this device.');
    await waitFor(() => expect(document.activeElement).toBe(field('Full name')));
  });
});

describe('cash on delivery on the rules’ terms', () => {
  it('is refused with the reason for a PIN code where it is off, and UPI is chosen instead', async () => {
    const refusedHere = 'Cash on delivery is not available for PIN code 570001. Pay by UPI instead.';
    server.use(
      answer(geoEndpoints.pincode, () => mysuru),
      answer(paymentEndpoints.options, ({ query }) => ({
        methods: ['upi' as const, 'cod' as const],
        cod:
          query.pincode === '570001'
            ? { available: false, reason: refusedHere, tokenPaise: 0, confirmation: false, feePaise: 0 }
            : { available: true, reason: null, tokenPaise: 0, confirmation: false, feePaise: 0 },
      })),
    );
    const onPlace = vi.fn<Place>(async () => null);
    renderScreen(
      <CheckoutForm
        id="checkout-form"
        defaults={{ name: '', email: '' }}
        guest
        onPlace={onPlace}
        totalPaise={61_000}
      />,
    );
    const cod = await screen.findByRole('radio', { name: /Cash on delivery/ });
    fireEvent.click(cod);
    expect((cod as HTMLInputElement).checked).toBe(true);
    fireEvent.input(field('PIN code'), { target: { value: '570001' } });
    await screen.findByText(refusedHere);
    expect((cod as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByRole('radio', { name: /^UPI/ }) as HTMLInputElement).checked).toBe(true);
    expect(cod.getAttribute('aria-describedby')).toContain('cod-note');
  });
});
