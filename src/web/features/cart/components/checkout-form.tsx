import { useLingui } from '@lingui/react/macro';
import { zodResolver } from '@hookform/resolvers/zod';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { type DefaultValues, useForm, type UseFormReturn, useWatch } from 'react-hook-form';
import { PINCODE_STATE_MISMATCH, pincodeServesState, UNKNOWN_PINCODE } from '#shared/contracts/geo.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { applyServerErrors } from '#web/lib/form-errors.ts';
import { translateText } from '#web/lib/i18n.ts';
import {
  type ContactAddress,
  type ContactAddressInput,
  contactAddressSchema,
} from '#web/components/contact-address/contact-address.ts';
import { AddressFields, ContactFields } from '#web/components/contact-address/contact-address-fields.tsx';
import { pincodeQueryOptions } from '#web/features/geo/public.ts';
import { paymentOptionsQueryOptions } from '#web/features/payments/public.ts';
import type { PaymentMethod } from '#shared/contracts/orders-checkout.ts';
import { detailsAsFormValues, forgetDetails, rememberedDetails } from '../remembered-details.ts';
import { FormSection } from './form-section.tsx';
import { PaymentSection } from './payment-section.tsx';
import { RememberDetailsCheckbox, RememberedNotice } from './remember-details.tsx';

interface CheckoutFormProps {
  id: string;
  defaults: { name: string; email: string };
  /** A guest may have their details remembered on this device (a signed-in buyer's come from their account). */
  guest: boolean;
  /**
   * Places the order, with whether a guest asked to remember their details; answers the server's refusal when it
   * names fields of this form.
   */
  onPlace: (details: ContactAddress, remember: boolean, method: PaymentMethod) => Promise<ApiError | null>;
  /** The order's total as quoted: whether cash on delivery is offered for it depends on it (and the PIN code). */
  totalPaise: number | null;
  /** Hears how the buyer pays as it changes (the summary beside the form says what happens next). */
  /** How the buyer pays now, and the COD fee each parcel then carries (decision 072; 0 for UPI). */
  onPaying?: (paying: Paying) => void;
}

type DetailsForm = UseFormReturn<ContactAddressInput, unknown, ContactAddress>;

const PIN_PATTERN = /^[1-9]\d{5}$/;

/**
 * The state box's empty choice ("Choose your state"). Not a state, so the contract's type has no room for it; a
 * reset must name it all the same, or the box keeps the state it showed (and the form its value).
 */
const NO_STATE = '' as unknown as ContactAddressInput['address']['state'];

/**
 * The PIN code fills the city and state as it is typed (never over a city the
 * buyer wrote themselves) and says, before the order is sent, what the server
 * would refuse: a PIN not in India Post's directory, or one in another state.
 */
function usePincodeLookup(form: DetailsForm) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  // The city this form last filled in; a different one was typed by the buyer and stays.
  const filledCity = useRef<string | null>(null);
  const typed = (useWatch({ control: form.control, name: 'address.pincode' }) ?? '').trim();
  const state = useWatch({ control: form.control, name: 'address.state' });
  const place = useQuery({ ...pincodeQueryOptions(typed), enabled: PIN_PATTERN.test(typed) });

  const onChange = (value: string) => {
    const pincode = value.trim();
    if (!PIN_PATTERN.test(pincode)) return;
    queryClient.fetchQuery(pincodeQueryOptions(pincode)).then(
      (found) => {
        if (form.getValues('address.pincode').trim() !== pincode) return;
        const validate = { shouldValidate: form.formState.isSubmitted };
        const city = form.getValues('address.city').trim();
        if (found.city && (city === '' || city === filledCity.current)) {
          form.setValue('address.city', found.city, validate);
          filledCity.current = found.city;
        }
        const chosen = form.getValues('address.state');
        if (!chosen || !found.states.includes(chosen)) form.setValue('address.state', found.state, validate);
      },
      // An unknown PIN is said under the field (below); a failed lookup leaves the fields to the buyer.
      () => undefined,
    );
  };

  if (!PIN_PATTERN.test(typed)) return { onChange, note: null, problem: null };
  if (place.data) {
    const { district, state: placeState } = place.data;
    const note = district ? t`${district} district, ${placeState}` : placeState;
    const { pincode } = place.data;
    const problem =
      state && !pincodeServesState(place.data, state)
        ? translateText(PINCODE_STATE_MISMATCH, { pincode, state: placeState, chosen: state })
        : null;
    return { onChange, note, problem };
  }
  const unknown = place.error instanceof ApiError && place.error.status === 404;
  return { onChange, note: null, problem: unknown ? translateText(UNKNOWN_PINCODE, { pincode: typed }) : null };
}

export interface Paying {
  method: PaymentMethod;
  codFeePaise: number;
}

/** Contact, delivery address and payment. Checked with the contract's schemas; the server's field errors land on the fields. */
export function CheckoutForm({ id, defaults, guest, onPlace, totalPaise, onPaying }: CheckoutFormProps) {
  const { t } = useLingui();
  // What this device remembers, read once: the form starts from it and the buyer's typing takes over.
  const [remembered] = useState(() => (guest ? rememberedDetails.get() : null));
  const [remember, setRemember] = useState(remembered !== null);
  const [cleared, setCleared] = useState(false);
  const [method, setMethod] = useState<PaymentMethod>('upi');
  const blank: DefaultValues<ContactAddressInput> = {
    contact: { name: defaults.name, phone: '', email: defaults.email },
    address: { line1: '', line2: '', city: '', pincode: '', state: NO_STATE },
  };
  const form = useForm<ContactAddressInput, unknown, ContactAddress>({
    resolver: zodResolver(contactAddressSchema),
    defaultValues: remembered ? detailsAsFormValues(remembered) : blank,
  });
  const pincode = usePincodeLookup(form);
  // Whether cash on delivery is offered, and on what terms, for this PIN code and total (decision 070).
  const typedPin = useWatch({ control: form.control, name: 'address.pincode' })?.trim() ?? '';
  const options = useQuery({
    ...paymentOptionsQueryOptions({
      ...(PIN_PATTERN.test(typedPin) ? { pincode: typedPin } : {}),
      ...(totalPaise === null ? {} : { totalPaise }),
    }),
    placeholderData: keepPreviousData,
  }).data;
  const upiOffered = options?.methods.includes('upi') ?? false;
  const cod = options?.cod ?? null;
  // UPI is the first choice where it is offered, and the only one where COD is not; elsewhere cash on delivery.
  const paying: PaymentMethod = upiOffered && (method === 'upi' || cod?.available === false) ? 'upi' : 'cod';
  const codFeePaise = paying === 'cod' ? (cod?.feePaise ?? 0) : 0;
  useEffect(() => onPaying?.({ method: paying, codFeePaise }), [paying, codFeePaise, onPaying]);
  // "Not you?": the details leave this device and the form, and the name is ready for the next buyer's.
  const clear = () => {
    forgetDetails();
    // Drawn at once, so the emptied name field is there to take the focus from the vanished button.
    flushSync(() => {
      form.reset(blank);
      setRemember(false);
      setCleared(true);
    });
    form.setFocus('contact.name');
  };
  const submit = form.handleSubmit(async (details) => {
    // The same refusal the server would answer, shown at the PIN code already: nothing is sent.
    if (pincode.problem) {
      form.setFocus('address.pincode');
      return;
    }
    applyServerErrors(form, await onPlace(details, guest && remember, paying), { focus: true });
  });

  return (
    <form
      id={id}
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={t`Contact and delivery`}
      className="space-y-5"
    >
      <FormSection id="checkout-contact" title={t`Contact`}>
        {remembered ? <RememberedNotice cleared={cleared} onClear={clear} /> : null}
        <ContactFields form={form} />
      </FormSection>
      <FormSection id="checkout-address" title={t`Delivery address`}>
        <AddressFields form={form} pincode={pincode} />
        {guest ? <RememberDetailsCheckbox checked={remember} onChange={setRemember} /> : null}
      </FormSection>
      <PaymentSection upi={upiOffered} cod={cod} method={paying} onChoose={setMethod} />
    </form>
  );
}
