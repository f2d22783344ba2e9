import { plural, t } from '@lingui/core/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '#web/lib/toast.ts';
import { opsKeys } from './api/ops.ts';
import { formatRupees } from '#shared/money.ts';
import { ApiError } from '#web/lib/api-client.ts';
import {
  opsCodKeys,
  recordCodRefundResult,
  sendCodRefundsToBank,
  setCodPincode,
  setCodRules,
  uploadCodPincodes,
} from './api/ops-cod.ts';

/* Changing the cash-on-delivery rules: each change is in the audit log with its reason (decision 070). */

function useRefreshCod() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: [...opsKeys.all, 'cod'] });
    void queryClient.invalidateQueries({ queryKey: opsKeys.audit });
  };
}

export function useSetCodRules() {
  const queryClient = useQueryClient();
  const refresh = useRefreshCod();
  return useMutation({
    mutationFn: setCodRules,
    onSuccess: (rules) => {
      queryClient.setQueryData(opsCodKeys.rules, rules);
      refresh();
      toast({ title: t`Cash-on-delivery rules saved`, description: t`They apply to orders placed from now on.` });
    },
  });
}

export function useSetCodPincode() {
  const refresh = useRefreshCod();
  return useMutation({
    mutationFn: setCodPincode,
    onSuccess: (_, { pincode, codAllowed }) => {
      refresh();
      toast({
        title: codAllowed ? t`Cash on delivery on for ${pincode}` : t`Cash on delivery off for ${pincode}`,
      });
    },
  });
}

export function useUploadCodPincodes() {
  const refresh = useRefreshCod();
  return useMutation({
    mutationFn: uploadCodPincodes,
    onSuccess: ({ allowed, blocked }) => {
      refresh();
      toast({ title: t`PIN codes saved`, description: t`${blocked} with cash on delivery off, ${allowed} on.` });
    },
  });
}

/** Refunds with a UPI ID into the bank file (decision 071). */
export function useSendCodRefundsToBank() {
  const refresh = useRefreshCod();
  return useMutation({
    mutationFn: sendCodRefundsToBank,
    onSuccess: ({ count }) => {
      refresh();
      toast({
        title: t`${plural(count, { one: '# refund', other: '# refunds' })} added to the bank file`,
        description: t`Download the file and pay it in the bank’s portal.`,
      });
    },
  });
}

export function useRecordCodRefundResult() {
  const refresh = useRefreshCod();
  return useMutation({
    mutationFn: recordCodRefundResult,
    // Recorded already (by another operator): show where it stands now.
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409) refresh();
    },
    onSuccess: (refund) => {
      refresh();
      const amount = formatRupees(refund.amountPaise);
      toast(
        refund.state === 'paid'
          ? {
              title: t`Refund marked paid`,
              description: t`${amount} for order ${refund.orderNumber}: the buyer is mailed the UTR.`,
            }
          : {
              title: t`Refund marked failed`,
              description: t`The buyer is asked for another UPI ID on their order page.`,
            },
      );
    },
  });
}
