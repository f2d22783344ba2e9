import { t } from '@lingui/core/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SellerOrderLine } from '#shared/contracts/orders-fulfilment.ts';
import type { ReturnDecision } from '#shared/contracts/orders-returns.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { toast } from '#web/lib/toast.ts';
import * as queryKeys from '#web/lib/query-keys.ts';
import { decideReturn } from './api/returns.ts';
import { collectReturn, shippingKeys } from '#web/features/shipping/public.ts';
import { replaceSellerLine, sellerOrderKeys } from './api/seller-orders.ts';

/**
 * The seller's answer to a return request. The answered line replaces its old
 * copy at once; the ledger and the overview refresh (an acceptance reverses
 * earnings). A 409 means it was answered meanwhile (another tab), so the list reloads.
 */
export function useReturnDecision(line: SellerOrderLine, returnId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (decision: ReturnDecision) => decideReturn(returnId, decision),
    onSuccess: (updated, decision) => {
      replaceSellerLine(queryClient, updated);
      void queryClient.invalidateQueries({ queryKey: queryKeys.dashboard });
      toast({
        title: decision.decision === 'accept' ? t`Return accepted` : t`Return declined`,
        description: `${line.name} · ${line.orderNumber}`,
      });
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409)
        void queryClient.invalidateQueries({ queryKey: sellerOrderKeys.lines });
    },
  });
}

/**
 * Accepting a return whose pickup the seller's carrier books (decision 073): the line stays delivered, its return on
 * its way back, until the courier delivers it to the seller; the seller's lines and parcels reload.
 */
export function useReturnPickup(line: SellerOrderLine, returnId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (note: string | null) => collectReturn(returnId, note),
    onSuccess: (parcel) => {
      void queryClient.invalidateQueries({ queryKey: sellerOrderKeys.lines });
      void queryClient.invalidateQueries({ queryKey: shippingKeys.sellerParcels });
      toast({ title: t`Return pickup booked`, description: `${parcel.courierName} · ${line.orderNumber}` });
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409)
        void queryClient.invalidateQueries({ queryKey: sellerOrderKeys.lines });
    },
  });
}
