import { t as translate } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { type GuestLookup, guestLookupSchema, type Order } from '#shared/contracts/orders.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Field } from '#web/components/ui/field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { applyServerErrors } from '#web/lib/form-errors.ts';
import { MobileNumberInput } from '#web/components/contact-address/mobile-number-input.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { lookupOrder, orderQueryOptions } from '../api/orders.ts';
import { rememberGuestOrder } from '../guest-orders-store.ts';

function failureMessage(error: unknown): string {
  if (error instanceof ApiError && error.status === 404)
    return translate`No order matches that number and mobile number. Check both and try again.`;
  if (error instanceof ApiError) return error.message;
  return translate`We could not reach Haat. Check your connection and try again.`;
}

/** How every order number starts, in any language. */
const ORDER_NUMBER_PREFIX = 'HT-';

/** Finds an order placed without an account, by its number and mobile number, and remembers it on this device. */
export function GuestLookupForm({ onFound, submitLabel }: { onFound: (order: Order) => void; submitLabel?: string }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const form = useForm<GuestLookup, unknown, z.output<typeof guestLookupSchema>>({
    resolver: zodResolver(guestLookupSchema),
    defaultValues: { number: '', phone: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      const { order, accessToken } = await lookupOrder(values);
      rememberGuestOrder({ id: order.id, number: order.number, accessToken });
      queryClient.setQueryData(orderQueryOptions(order.id).queryKey, order);
      form.reset();
      onFound(order);
    } catch (error) {
      applyServerErrors(form, error);
      if (!(error instanceof ApiError && error.fields)) form.setError('root', { message: failureMessage(error) });
    }
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4" aria-label={t`Find an order`}>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t`Order number`} error={errors.number?.message} hint={t`It starts with HT-, e.g. HT-7K3M9Q2P.`}>
          {(control) => (
            <Input
              {...control}
              autoCapitalize="characters"
              autoComplete="off"
              spellCheck={false}
              placeholder={ORDER_NUMBER_PREFIX}
              {...form.register('number')}
            />
          )}
        </Field>
        <Field label={t`Mobile number`} error={errors.phone?.message} hint={t`The one you ordered with.`}>
          {(control) => <MobileNumberInput {...control} {...form.register('phone')} />}
        </Field>
      </div>
      <FormAlert>{errors.root?.message}</FormAlert>
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? t`Looking…` : (submitLabel ?? t`Find order`)}
      </Button>
    </form>
  );
}

/** The "Find an order" card: the lookup form under its heading, with a line on when to use it. */
export function FindOrderCard({ intro, onFound }: { intro?: string; onFound: (order: Order) => void }) {
  return (
    <section
      aria-labelledby="find-order-title"
      className="rounded-card border border-border bg-surface p-4 shadow-card sm:p-5"
    >
      <h2 id="find-order-title" className={intro ? 'text-lg font-bold' : 'mb-4 text-lg font-bold'}>
        <Trans>Find an order</Trans>
      </h2>
      {intro ? <p className="mt-1 mb-4 text-sm text-text-secondary">{intro}</p> : null}
      <GuestLookupForm onFound={onFound} />
    </section>
  );
}
