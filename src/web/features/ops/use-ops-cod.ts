import { t } from '@lingui/core/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '#web/lib/toast.ts';
import { opsKeys } from './api/ops.ts';
import { opsCodKeys, setCodPincode, setCodRules, uploadCodPincodes } from './api/ops-cod.ts';

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
