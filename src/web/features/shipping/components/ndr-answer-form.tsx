import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { type NdrChoice, ndrChoiceSchema, type OrderParcel } from '#shared/contracts/shipping.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Field } from '#web/components/ui/field.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Select } from '#web/components/ui/select.tsx';
import { toast } from '#web/lib/toast.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { cn } from '#web/lib/cn.ts';
import { formatCalendarDate } from '#web/lib/format.ts';
import { answerNdr, keepOrderParcel } from '../api/shipping.ts';

type Action = NdrChoice['action'];

/** Where the order was to go: the corrected address starts from it. */
export interface DeliveryAddress {
  line1: string;
  line2: string;
  phone: string;
}

function ChoiceCard({
  value,
  chosen,
  onChoose,
  label,
  hint,
  children,
}: {
  value: Action;
  chosen: Action;
  onChoose: (value: Action) => void;
  label: string;
  hint: string;
  children?: ReactNode;
}) {
  return (
    <div
      className={cn(
        'rounded-card border-2 p-3 transition-theme',
        chosen === value ? 'border-primary bg-primary/10' : 'border-border hover:border-primary/60',
      )}
    >
      <label className="flex cursor-pointer items-start gap-3">
        <input
          type="radio"
          name="ndr-action"
          value={value}
          checked={chosen === value}
          onChange={() => onChoose(value)}
          className="mt-1 size-4 accent-[var(--haat-color-primary)]"
        />
        <span>
          <span className="block font-semibold">{label}</span>
          <span className="mt-0.5 block text-xs text-text-secondary">{hint}</span>
        </span>
      </label>
      {chosen === value && children ? <div className="mt-3 pl-7">{children}</div> : null}
    </div>
  );
}

/** The buyer's answer to a failed attempt: another day, a corrected address or phone, or sending the parcel back. */
export function NdrAnswerForm({ parcel, address }: { parcel: OrderParcel; address: DeliveryAddress }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const [action, setAction] = useState<Action>('re_attempt');
  const [date, setDate] = useState(parcel.reattemptDates[0] ?? '');
  const [line1, setLine1] = useState(address.line1);
  const [line2, setLine2] = useState(address.line2);
  const [phone, setPhone] = useState(address.phone.replace(/^\+91/, ''));
  const [problems, setProblems] = useState<Record<string, string>>({});
  const send = useMutation({
    mutationFn: (choice: NdrChoice) => answerNdr(parcel.orderId, parcel.id, choice),
    onSuccess: (updated) => {
      keepOrderParcel(queryClient, updated);
      toast({ title: t`Sent to the courier`, description: `${updated.courierName} · ${updated.awb}` });
    },
  });
  const choice =
    action === 're_attempt'
      ? { action, date: date || null }
      : action === 'change_address'
        ? { action, line1, line2, phone }
        : { action };
  const serverError = send.error instanceof ApiError ? send.error : null;
  const fieldError = (name: string) => problems[name] ?? serverError?.fields?.[name]?.[0];
  return (
    <form
      noValidate
      aria-label={t`What should the courier do?`}
      className="mt-3 space-y-3"
      onSubmit={(event) => {
        event.preventDefault();
        // Checked here as the server checks it, so a slip is said at once.
        const checked = ndrChoiceSchema.safeParse(choice);
        setProblems(
          checked.success
            ? {}
            : Object.fromEntries(checked.error.issues.map((issue) => [String(issue.path[0]), issue.message])),
        );
        if (checked.success) send.mutate(checked.data);
      }}
    >
      <fieldset className="space-y-3">
        <legend className="text-sm font-medium">
          <Trans>What should the courier do?</Trans>
        </legend>
        <ChoiceCard
          value="re_attempt"
          chosen={action}
          onChoose={setAction}
          label={t`Try again`}
          hint={t`The courier comes back on the day you choose.`}
        >
          <Field label={t`Which day`} error={fieldError('date')}>
            {(control) => (
              <Select {...control} value={date} onChange={(event) => setDate(event.target.value)}>
                {parcel.reattemptDates.map((day) => (
                  <option key={day} value={day}>
                    {formatCalendarDate(day)}
                  </option>
                ))}
              </Select>
            )}
          </Field>
        </ChoiceCard>
        <ChoiceCard
          value="change_address"
          chosen={action}
          onChoose={setAction}
          label={t`Correct the address or phone`}
          hint={t`The courier tries again at the corrected address.`}
        >
          <div className="space-y-1">
            <Field label={t`House number and street`} error={fieldError('line1')}>
              {(control) => (
                <Input
                  {...control}
                  autoComplete="address-line1"
                  value={line1}
                  onChange={(e) => setLine1(e.target.value)}
                />
              )}
            </Field>
            <Field label={t`Landmark or area (optional)`} error={fieldError('line2')}>
              {(control) => (
                <Input
                  {...control}
                  autoComplete="address-line2"
                  value={line2}
                  onChange={(e) => setLine2(e.target.value)}
                />
              )}
            </Field>
            <Field label={t`Mobile number`} error={fieldError('phone')}>
              {(control) => (
                <Input
                  {...control}
                  type="tel"
                  inputMode="tel"
                  autoComplete="tel-national"
                  value={phone}
                  onChange={(e) => setPhone(e.target.value)}
                />
              )}
            </Field>
          </div>
        </ChoiceCard>
        <ChoiceCard
          value="return"
          chosen={action}
          onChoose={setAction}
          label={t`Cancel the delivery`}
          hint={t`The parcel goes back to the seller.`}
        />
      </fieldset>
      <FormAlert>{serverError && !serverError.fields ? serverError.message : undefined}</FormAlert>
      <Button type="submit" disabled={send.isPending} className="w-full sm:w-auto">
        {send.isPending ? t`Sending…` : t`Send to the courier`}
      </Button>
    </form>
  );
}
