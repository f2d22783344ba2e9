import { t } from '@lingui/core/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import type { Quote } from '#shared/contracts/cart.ts';
import type { PaymentMethod, PlaceOrder } from '#shared/contracts/orders-checkout.ts';
import type { PlacedOrder } from '#shared/contracts/orders.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { toast } from '#web/lib/toast.ts';
import { useSession } from '#web/features/auth/public.ts';
import {
  myOrdersQueryOptions,
  orderQueryOptions,
  placeOrder,
  rememberGuestOrder,
} from '#web/features/orders/public.ts';
import { type ContactAddress, isContactAddressField } from '#web/components/contact-address/contact-address.ts';
import type { CartLine } from './cart-store.ts';
import { dropOrderedLines } from './cart-changes.ts';
import { forgetPriceChanges } from './price-changes.ts';
import { cartKeys } from './quote-query.ts';
import type { BagRow } from './bag-rows.ts';
import { newIdempotencyKey } from './idempotency-key.ts';
import { forgetDetails, rememberDetails } from './remembered-details.ts';

/** The order as the server takes it: the cart's lines with the prices the buyer was shown. */
function orderRequest(details: ContactAddress, lines: CartLine[], quote: Quote, method: PaymentMethod): PlaceOrder {
  const shown = new Map(quote.lines.map((line) => [line.listingId, line.unitPricePaise]));
  const { name, phone, email } = details.contact;
  return {
    contact: { name, phone, ...(email ? { email } : {}) },
    address: details.address,
    payment: { method },
    lines: lines.map((line) => {
      const expectedUnitPricePaise = shown.get(line.listingId);
      return {
        listingId: line.listingId,
        quantity: line.quantity,
        ...(line.ref ? { ref: line.ref } : {}),
        ...(line.utmSource ? { utmSource: line.utmSource } : {}),
        ...(expectedUnitPricePaise === undefined ? {} : { expectedUnitPricePaise }),
      };
    }),
  };
}

/** `lines.2.quantity` → the message, keyed by that line's listing. */
function lineErrorsFrom(error: ApiError, lines: CartLine[]): Record<string, string> {
  const found: Record<string, string> = {};
  for (const [field, messages] of Object.entries(error.fields ?? {})) {
    const index = /^lines\.(\d+)/.exec(field)?.[1];
    const line = index === undefined ? undefined : lines[Number(index)];
    if (line && messages[0]) found[line.listingId] = messages[0];
  }
  return found;
}

/**
 * Whether the order may exist after all: no answer, a server failure, or
 * another request with the same key still placing it. Only then is the key
 * kept for the retry; any other refusal means nothing was placed.
 */
const mayHaveBeenPlaced = (error: unknown) =>
  !(error instanceof ApiError) || error.status >= 500 || (error.code === 'conflict' && !error.fields);

function detailsRefusal(error: ApiError): ApiError | null {
  const fields = Object.fromEntries(
    Object.entries(error.fields ?? {}).filter(([field]) => isContactAddressField(field)),
  );
  return Object.keys(fields).length > 0 ? new ApiError(error.status, error.code, error.message, fields) : null;
}

/**
 * Placing the order. One Idempotency-Key per attempt: it is kept while the
 * request stays the same and its fate is unknown, so a retry after a network
 * failure can never place the order twice; it is renewed when the buyer
 * changes anything (the server refuses a key reused for a different request)
 * or the server has clearly refused the order.
 */
export function usePlaceOrder({
  lines,
  rows,
  quote,
  onPlaced,
}: {
  lines: CartLine[];
  rows: BagRow[];
  quote: Quote | undefined;
  onPlaced: () => void;
}) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const session = useSession();
  const attempt = useRef<{ key: string; body: string } | null>(null);
  const [lineErrors, setLineErrors] = useState<Record<string, string>>({});
  const mutation = useMutation({
    mutationFn: ({ order, key }: { order: PlaceOrder; key: string }) => placeOrder(order, key),
  });

  const requote = () => queryClient.invalidateQueries({ queryKey: cartKeys.quotes });

  const succeed = ({ order, accessToken }: PlacedOrder, details: ContactAddress, remember: boolean) => {
    attempt.current = null;
    if (!session.data) {
      rememberGuestOrder({ id: order.id, number: order.number, accessToken });
      // Kept for the guest's next checkout only when they asked, with the details this order went with.
      if (remember) rememberDetails(details);
      else forgetDetails();
    }
    queryClient.setQueryData(orderQueryOptions(order.id).queryKey, order);
    void queryClient.invalidateQueries({ queryKey: myOrdersQueryOptions.queryKey });
    onPlaced();
    void navigate(`/order?id=${encodeURIComponent(order.id)}`);
    // An order awaiting a UPI payment (a UPI order, a COD order's token) keeps its items in the bag until it is paid
    // (the order page drops them then): should the payment fail, the buyer can try again from the same bag.
    if (order.payment.upi) return;
    const ordered = lines.map((line) => line.listingId);
    dropOrderedLines(ordered);
    forgetPriceChanges(ordered);
  };

  /** Answers what the form must show (field errors), having toasted everything else. */
  const fail = (error: unknown): ApiError | null => {
    if (!mayHaveBeenPlaced(error)) attempt.current = null;
    if (!(error instanceof ApiError) || error.status >= 500) {
      toast({
        title: t`Your order was not placed yet`,
        description: t`We could not reach Haat. Check your connection and press Place order again; it will not be placed twice.`,
        variant: 'destructive',
      });
      return null;
    }
    if (error.code === 'price_changed') {
      void requote();
      toast({
        title: t`Prices changed`,
        description: t`Your bag shows the new prices. Check them, then place your order again.`,
      });
      return null;
    }
    if (error.code === 'out_of_stock') {
      void requote();
      toast({ title: t`Not enough in stock`, description: error.message, variant: 'destructive' });
      return null;
    }
    const forLines = lineErrorsFrom(error, lines);
    setLineErrors(forLines);
    // A line the server refused (e.g. no longer sold) shows its state once re-quoted.
    if (Object.keys(forLines).length > 0) void requote();
    toast({ title: t`Your order was not placed`, description: error.message, variant: 'destructive' });
    return detailsRefusal(error);
  };

  /** `remember`: the guest ticked "Remember my details on this device". */
  const place = async (
    details: ContactAddress,
    remember = false,
    method: PaymentMethod = 'cod',
  ): Promise<ApiError | null> => {
    if (!quote) return null;
    if (rows.some((row) => row.problem)) {
      toast({
        title: t`Your bag needs a change`,
        description: t`Some items are sold out or no longer sold. Change or remove them first.`,
        variant: 'destructive',
      });
      document.getElementById('bag-title')?.focus();
      return null;
    }
    const order = orderRequest(details, lines, quote, method);
    const body = JSON.stringify(order);
    const key = attempt.current?.body === body ? attempt.current.key : newIdempotencyKey();
    attempt.current = { key, body };
    setLineErrors({});
    try {
      succeed(await mutation.mutateAsync({ order, key }), details, remember);
      return null;
    } catch (error) {
      return fail(error);
    }
  };

  return { place, placing: mutation.isPending, lineErrors };
}
