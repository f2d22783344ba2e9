import type { MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SellerAction, SellerOrderLine } from '#shared/contracts/orders-fulfilment.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { toast } from '#web/lib/toast.ts';
import { i18n } from '#web/lib/i18n.ts';
import * as queryKeys from '#web/lib/query-keys.ts';
import { replaceSellerLine, sellerOrderKeys, updateSellerOrderLine } from './api/seller-orders.ts';

const doneTitles: Record<SellerAction['action'], MessageDescriptor> = {
  confirm: msg`Order confirmed`,
  ship: msg`Marked as shipped`,
  out_for_delivery: msg`Marked out for delivery`,
  deliver: msg`Marked as delivered`,
  fail: msg`Delivery marked as failed`,
  return: msg`Marked as returned`,
  cancel: msg`Item cancelled`,
};

/**
 * Moves one of the seller's lines on. The answer replaces the line in the
 * list at once (with its next actions); the ledger and the overview refresh,
 * and `onMoved` hears of it (here, not at `mutate`, so it is told even when
 * the line's card has left the list by then).
 * A 409 means the line moved meanwhile (the buyer cancelled, say), so the list reloads.
 */
export function useSellerLineAction(line: SellerOrderLine, onMoved?: (updated: SellerOrderLine) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: SellerAction) => updateSellerOrderLine(line.id, action),
    onSuccess: (updated, action) => {
      replaceSellerLine(queryClient, updated);
      onMoved?.(updated);
      void queryClient.invalidateQueries({ queryKey: queryKeys.dashboard });
      toast({ title: i18n._(doneTitles[action.action]), description: `${line.name} · ${line.orderNumber}` });
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409)
        void queryClient.invalidateQueries({ queryKey: sellerOrderKeys.lines });
    },
  });
}

const formFields = new Set(['courier', 'trackingNumber', 'reason', 'note']);

/** The words to show for a failed action, unless they belong next to a form field. */
export function actionFailureMessage(error: unknown): string | null {
  if (!error) return null;
  if (error instanceof ApiError)
    return Object.keys(error.fields ?? {}).some((field) => formFields.has(field)) ? null : error.message;
  return t`Could not update the order. Check your connection and try again.`;
}
