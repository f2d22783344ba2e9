import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import PackagePlus from 'lucide-react/icons/package-plus';
import { MAX_BULK_BOOKINGS } from '#shared/contracts/shipping.ts';
import { Button } from '#web/components/ui/button.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { toast } from '#web/lib/toast.ts';
import { bookParcels, sellerCarrierQueryOptions, sellerParcelsQueryOptions, shippingKeys } from '../api/shipping.ts';
import { CARRIER_LABELS } from '../parcel-words.ts';

/**
 * Books every confirmed order not booked yet with the seller's carrier at once, each at its suggested size; the
 * orders it could not book are listed with why.
 */
export function BulkBooking({ confirmed }: { confirmed: { orderId: string; orderNumber: string }[] }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const carrier = useQuery(sellerCarrierQueryOptions);
  const parcels = useQuery(sellerParcelsQueryOptions);
  const booked = new Set(
    parcels.data?.items.filter((item) => item.direction === 'forward').map((item) => item.orderId) ?? [],
  );
  const waiting = confirmed.filter((order) => !booked.has(order.orderId)).slice(0, MAX_BULK_BOOKINGS);
  const book = useMutation({
    mutationFn: () => bookParcels(waiting.map((order) => order.orderId)),
    onSuccess: (result) => {
      void queryClient.invalidateQueries({ queryKey: shippingKeys.sellerParcels });
      const count = result.booked.length;
      toast({ title: plural(count, { one: '# parcel booked', other: '# parcels booked' }) });
    },
  });
  const chosen = carrier.data?.carrier;
  const failures = book.data?.failed ?? [];
  if (!chosen || !parcels.data || (waiting.length === 0 && failures.length === 0)) return null;
  const numberOf = (orderId: string) => confirmed.find((order) => order.orderId === orderId)?.orderNumber ?? orderId;
  const count = waiting.length;
  const name = CARRIER_LABELS[chosen];
  return (
    <div className="mt-4 rounded-card border border-border bg-surface p-3 sm:p-4">
      {count > 0 ? (
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="text-sm text-text-secondary">
            {t`${plural(count, { one: '# confirmed order', other: '# confirmed orders' })} not booked yet: book them with ${name} at their suggested sizes.`}
          </p>
          <Button size="sm" disabled={book.isPending} onClick={() => book.mutate()}>
            <PackagePlus className="size-4" aria-hidden /> {book.isPending ? t`Booking…` : t`Book all ${count}`}
          </Button>
        </div>
      ) : null}
      {failures.length > 0 ? (
        <div role="status" className="mt-2 text-sm">
          <p className="font-semibold">
            <Trans>Not booked:</Trans>
          </p>
          <ul className="mt-1 list-disc space-y-0.5 pl-5">
            {failures.map((failure) => (
              <li key={failure.orderId}>
                <span className="font-mono">{numberOf(failure.orderId)}</span>: {failure.reason}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <FormAlert className="mt-2">{book.error?.message}</FormAlert>
    </div>
  );
}
