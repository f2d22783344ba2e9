import { useMutation, useQueryClient } from '@tanstack/react-query';
import { formatRupees } from '#shared/money.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { formatCountOf } from '#web/lib/format.ts';
import { toast } from '#web/lib/toast.ts';
import { opsMoneyKeys, recordPayoutResult, setCommission, startPayoutRun, uploadBankResult } from './api/ops-money.ts';
import { opsKeys } from './api/ops.ts';

const PAYOUTS = { one: 'payout', other: 'payouts' };

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
      toast({
        title: run.payouts > 0 ? 'Payout run started' : 'Payout run started, with nobody to pay',
        description:
          run.payouts > 0
            ? `${formatCountOf(run.payouts, PAYOUTS)}, ${formatRupees(run.netPaise)} to send.`
            : 'No payee with a payout method had a payable balance at the minimum.',
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
          ? { title: 'Payout marked paid', description: `UTR ${payout.utr ?? ''}` }
          : { title: 'Payout marked failed', description: 'Its earnings are payable again.' },
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
      toast({ title: 'Bank result recorded', description: `${paid} paid, ${failed} failed.` });
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
      toast({ title: 'Commission rates saved', description: 'They apply to orders placed from now on.' });
    },
  });
}
