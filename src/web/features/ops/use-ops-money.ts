import { plural, t } from '@lingui/core/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { formatRupees } from '#shared/money.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { formatCalendarDate } from '#web/lib/format.ts';
import { toast } from '#web/lib/toast.ts';
import {
  opsMoneyKeys,
  recordChallan,
  recordPayoutResult,
  setCommission,
  startPayoutRun,
  uploadBankResult,
} from './api/ops-money.ts';
import { opsKeys } from './api/ops.ts';

/** After any money action: runs, payees, the overview and the tax change, and the audit log has a new row. */
function useRefreshMoney() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: opsMoneyKeys.money });
    void queryClient.invalidateQueries({ queryKey: opsKeys.audit });
  };
}

export function useStartPayoutRun() {
  const refresh = useRefreshMoney();
  return useMutation({
    mutationFn: startPayoutRun,
    onSuccess: (run) => {
      refresh();
      const count = run.payouts;
      const net = formatRupees(run.netPaise);
      toast({
        title: count > 0 ? t`Payout run started` : t`Payout run started, with nobody to pay`,
        description:
          count > 0
            ? t`${plural(count, { one: '# payout', other: '# payouts' })}, ${net} to send.`
            : t`No payee with a payout method had a payable balance at the minimum.`,
      });
    },
  });
}

export function useRecordPayoutResult() {
  const refresh = useRefreshMoney();
  return useMutation({
    mutationFn: recordPayoutResult,
    // Settled already (by another operator, the bank file or a webhook): show where it stands now.
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409) refresh();
    },
    onSuccess: (payout) => {
      refresh();
      toast(
        payout.status === 'paid'
          ? { title: t`Payout marked paid`, description: `UTR ${payout.utr ?? ''}` }
          : { title: t`Payout marked failed`, description: t`Its earnings are payable again.` },
      );
    },
  });
}

export function useUploadBankResult() {
  const refresh = useRefreshMoney();
  return useMutation({
    mutationFn: uploadBankResult,
    onSuccess: ({ paid, failed }) => {
      refresh();
      toast({ title: t`Bank result recorded`, description: t`${paid} paid, ${failed} failed.` });
    },
  });
}

export function useRecordChallan() {
  const refresh = useRefreshMoney();
  return useMutation({
    mutationFn: recordChallan,
    onSuccess: (challan) => {
      refresh();
      const amount = formatRupees(challan.amountPaise);
      const day = formatCalendarDate(challan.depositedOn);
      toast({ title: t`Challan recorded`, description: t`${amount} deposited on ${day}.` });
    },
  });
}

export function useSetCommission() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setCommission,
    onSuccess: (settings) => {
      queryClient.setQueryData(opsMoneyKeys.commission, settings);
      void queryClient.invalidateQueries({ queryKey: opsKeys.audit });
      toast({ title: t`Commission rates saved`, description: t`They apply to orders placed from now on.` });
    },
  });
}
