import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ChangeEvent, useId, useState } from 'react';
import {
  type ParcelQuote,
  type ParcelQuotes,
  quoteParcelSchema,
  type SuggestedParcelSize,
} from '#shared/contracts/shipping.ts';
import { type ParcelSize, TYPICAL_PARCEL } from '#shared/parcel-sizes.ts';
import { formatRupees } from '#shared/money.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Field } from '#web/components/ui/field.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { cn } from '#web/lib/cn.ts';
import { formatCalendarDate } from '#web/lib/format.ts';
import { toast } from '#web/lib/toast.ts';
import { bookParcel, keepSellerParcel, quoteParcel } from '../api/shipping.ts';
import { CARRIER_LABELS } from '../parcel-words.ts';

type Size = Record<'weightGrams' | 'lengthCm' | 'breadthCm' | 'heightCm', string>;
const asText = (size: ParcelSize): Size => ({
  weightGrams: String(size.weightGrams),
  lengthCm: String(size.lengthCm),
  breadthCm: String(size.breadthCm),
  heightCm: String(size.heightCm),
});

const quoteKey = (quote: ParcelQuote) => `${quote.carrier}:${quote.courierId}`;

function QuoteList({
  quotes,
  chosen,
  onChoose,
}: {
  quotes: ParcelQuotes;
  chosen: string;
  onChoose: (key: string) => void;
}) {
  const { t } = useLingui();
  return (
    <fieldset className="mt-3">
      <legend className="text-sm font-medium">
        <Trans>Couriers, cheapest first</Trans>
      </legend>
      {quotes.items.length === 0 ? (
        <p className="mt-2 text-sm text-text-secondary">
          <Trans>No courier takes this parcel.</Trans>
        </p>
      ) : (
        <ul className="mt-2 grid gap-2 sm:grid-cols-2">
          {quotes.items.map((quote) => {
            const key = quoteKey(quote);
            const rate = formatRupees(quote.ratePaise);
            const days = plural(quote.days, { one: '# day', other: '# days' });
            const by = quote.estimatedDelivery ? formatCalendarDate(quote.estimatedDelivery) : null;
            return (
              <li key={key}>
                <label
                  className={cn(
                    'flex cursor-pointer items-start gap-3 rounded-card border-2 p-3 transition-theme',
                    chosen === key ? 'border-primary bg-primary/10' : 'border-border hover:border-primary/60',
                  )}
                >
                  <input
                    type="radio"
                    name="courier"
                    value={key}
                    checked={chosen === key}
                    onChange={() => onChoose(key)}
                    className="mt-1 size-4 accent-[var(--haat-color-primary)]"
                  />
                  <span className="min-w-0 text-sm">
                    <span className="block font-semibold">
                      {quote.courierName} <span className="font-bold tabular-nums">{rate}</span>
                    </span>
                    <span className="block text-xs text-text-secondary">
                      {CARRIER_LABELS[quote.carrier]} · {by ? t`${days}, by ${by}` : days}
                    </span>
                  </span>
                </label>
              </li>
            );
          })}
        </ul>
      )}
      {quotes.unquoted.map((item) => (
        <p key={item.carrier} className="mt-2 text-xs text-text-secondary">
          {CARRIER_LABELS[item.carrier]}: {item.reason}
        </p>
      ))}
    </fieldset>
  );
}

/** A confirmed order's parcel: its size, the couriers' quotes side by side, and booking the one chosen. */
export function BookParcelForm({ orderId, initial }: { orderId: string; initial?: SuggestedParcelSize }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const formId = useId();
  const [size, setSize] = useState<Size>(() => asText(initial ?? TYPICAL_PARCEL));
  const [chosen, setChosen] = useState('');
  const [problems, setProblems] = useState<Record<string, string>>({});
  const checkedSize = () => {
    const parsed = quoteParcelSchema.safeParse({
      orderId,
      weightGrams: Number(size.weightGrams),
      lengthCm: Number(size.lengthCm),
      breadthCm: Number(size.breadthCm),
      heightCm: Number(size.heightCm),
    });
    setProblems(
      parsed.success
        ? {}
        : Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message])),
    );
    return parsed.success ? parsed.data : null;
  };
  const quotes = useMutation({
    mutationFn: quoteParcel,
    onSuccess: (answer) => setChosen(answer.items[0] ? quoteKey(answer.items[0]) : ''),
  });
  const book = useMutation({
    mutationFn: bookParcel,
    onSuccess: (parcel) => {
      keepSellerParcel(queryClient, parcel);
      toast({ title: t`Parcel booked`, description: `${parcel.courierName} · ${parcel.awb}` });
    },
  });
  const quote = quotes.data?.items.find((item) => quoteKey(item) === chosen);
  const failure = book.error ?? quotes.error;
  const setOne = (name: keyof Size) => (event: ChangeEvent<HTMLInputElement>) => {
    setSize((previous) => ({ ...previous, [name]: event.target.value }));
    quotes.reset();
  };
  const fields: { name: keyof Size; label: string }[] = [
    { name: 'weightGrams', label: t`Weight (g)` },
    { name: 'lengthCm', label: t`Length (cm)` },
    { name: 'breadthCm', label: t`Breadth (cm)` },
    { name: 'heightCm', label: t`Height (cm)` },
  ];
  return (
    <form
      id={formId}
      noValidate
      aria-label={t`Book the parcel`}
      className="mt-4 rounded-xl border border-border p-3 sm:p-4"
      onSubmit={(event) => {
        event.preventDefault();
        const input = checkedSize();
        if (!input) return;
        if (!quote) return quotes.mutate(input);
        book.mutate({ ...input, carrier: quote.carrier, courierId: quote.courierId });
      }}
    >
      <p className="font-semibold">
        <Trans>Book the parcel</Trans>
      </p>
      <p className="text-sm text-text-secondary">
        <Trans>The packed parcel’s weight and size: the couriers price it by them.</Trans>{' '}
        {initial?.source === 'product' ? (
          <Trans>Filled in as you last packed this product.</Trans>
        ) : initial?.source === 'category' ? (
          <Trans>Filled in with the usual box for its category: change it to yours.</Trans>
        ) : null}
      </p>
      <div className="mt-2 grid grid-cols-2 gap-x-3 sm:grid-cols-4">
        {fields.map(({ name, label }) => (
          <Field key={name} label={label} error={problems[name]}>
            {(control) => <Input {...control} inputMode="numeric" value={size[name]} onChange={setOne(name)} />}
          </Field>
        ))}
      </div>
      {quotes.data ? <QuoteList quotes={quotes.data} chosen={chosen} onChoose={setChosen} /> : null}
      <FormAlert className="mt-2">{failure instanceof ApiError ? failure.message : failure?.message}</FormAlert>
      <div className="mt-3 flex flex-wrap gap-2">
        {quote ? (
          <Button type="submit" disabled={book.isPending}>
            {book.isPending ? t`Booking…` : t`Book with ${quote.courierName}`}
          </Button>
        ) : null}
        <Button
          type={quote ? 'button' : 'submit'}
          variant={quote ? 'secondary' : 'primary'}
          disabled={quotes.isPending}
          onClick={
            quote
              ? () => {
                  const input = checkedSize();
                  if (input) quotes.mutate(input);
                }
              : undefined
          }
        >
          {quotes.isPending ? t`Asking the couriers…` : quotes.data ? t`Quote again` : t`Get quotes`}
        </Button>
      </div>
    </form>
  );
}
