import { Trans, useLingui } from '@lingui/react/macro';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import Banknote from 'lucide-react/icons/banknote';
import Smartphone from 'lucide-react/icons/smartphone';
import { type ReactNode, useRef, useState } from 'react';
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
import { cn } from '#web/lib/cn.ts';
import { detailsAsFormValues, forgetDetails, rememberedDetails } from '../remembered-details.ts';
import { RememberDetailsCheckbox, RememberedNotice } from './remember-details.tsx';

function FormSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-card border border-border bg-surface p-4 shadow-card sm:p-5">
      <h2 id={id} className="mb-4 text-lg font-bold">
        {title}
      </h2>
      {children}
    </section>
  );
}

function PaymentChoice({
  value,
  checked,
  onChoose,
  icon,
  title,
  hint,
}: {
  value: PaymentMethod;
  checked: boolean;
  onChoose: (method: PaymentMethod) => void;
  icon: ReactNode;
  title: ReactNode;
  hint: ReactNode;
}) {
  return (
    <label
      className={cn(
        'flex cursor-pointer items-start gap-3 rounded-card border-2 p-4',
        checked ? 'border-primary bg-primary/10' : 'border-border',
      )}
    >
      <input
        type="radio"
        name="payment"
        value={value}
        checked={checked}
        onChange={() => onChoose(value)}
        className="mt-1 size-4 accent-primary"
        aria-describedby={`${value}-hint`}
      />
      <span>
        <span className="flex items-center gap-2 font-semibold">
          {icon} {title}
        </span>
        <span id={`${value}-hint`} className="mt-1 block text-sm text-text-secondary">
          {hint}
        </span>
      </span>
    </label>
  );
}

/** UPI (when this server takes it) or cash on delivery. */
function PaymentSection({
  upi,
  method,
  onChoose,
}: {
  upi: boolean;
  method: PaymentMethod;
  onChoose: (method: PaymentMethod) => void;
}) {
  const { t } = useLingui();
  return (
    <FormSection id="checkout-payment" title={t`Payment`}>
      <div role="radiogroup" aria-label={t`How you pay`} className="space-y-3">
        {upi ? (
          <PaymentChoice
            value="upi"
            checked={method === 'upi'}
            onChoose={onChoose}
            icon={<Smartphone className="size-5 text-primary" aria-hidden />}
            title={<Trans>UPI</Trans>}
            hint={<Trans>Pay now with any UPI app: on this phone, or by scanning a QR code on a computer.</Trans>}
          />
        ) : null}
        <PaymentChoice
          value="cod"
          checked={method === 'cod'}
          onChoose={onChoose}
          icon={<Banknote className="size-5 text-primary" aria-hidden />}
          title={<Trans>Cash on delivery</Trans>}
          hint={<Trans>Pay the courier in cash or by UPI at your door when the parcel arrives.</Trans>}
        />
      </div>
    </FormSection>
  );
}

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

/** Contact, delivery address and payment. Checked with the contract's schemas; the server's field errors land on the fields. */
export function CheckoutForm({ id, defaults, guest, onPlace }: CheckoutFormProps) {
  const { t } = useLingui();
  // What this device remembers, read once: the form starts from it and the buyer's typing takes over.
  const [remembered] = useState(() => (guest ? rememberedDetails.get() : null));
  const [remember, setRemember] = useState(remembered !== null);
  const [cleared, setCleared] = useState(false);
  const [method, setMethod] = useState<PaymentMethod>('upi');
  const upiOffered = useQuery(paymentOptionsQueryOptions).data?.methods.includes('upi') ?? false;
  // UPI is the first choice where it is offered; where it is not (or not known yet), cash on delivery.
  const paying: PaymentMethod = upiOffered ? method : 'cod';
  const blank: DefaultValues<ContactAddressInput> = {
    contact: { name: defaults.name, phone: '', email: defaults.email },
    address: { line1: '', line2: '', city: '', pincode: '', state: NO_STATE },
  };
  const form = useForm<ContactAddressInput, unknown, ContactAddress>({
    resolver: zodResolver(contactAddressSchema),
    defaultValues: remembered ? detailsAsFormValues(remembered) : blank,
  });
  const pincode = usePincodeLookup(form);
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
      <PaymentSection upi={upiOffered} method={paying} onChoose={setMethod} />
    </form>
  );
}
