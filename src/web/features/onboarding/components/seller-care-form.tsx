import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import ShieldCheck from 'lucide-react/icons/shield-check';
import { useForm } from 'react-hook-form';
import { type SellerCare, type SellerCareView, sellerCareSchema } from '#shared/contracts/onboarding.ts';
import { LoadFailed } from '#web/components/load-failed.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { applyServerErrors } from '#web/lib/form-errors.ts';
import * as queryKeys from '#web/lib/query-keys.ts';
import { failureToast, toast } from '#web/lib/toast.ts';
import { openPanelAt } from '#web/lib/ui-store.ts';
import { saveSellerCare, sellerCareKey, sellerCareQueryOptions } from '../api/onboarding.ts';
import { CustomerCareFields } from './customer-care-fields.tsx';
import { UndertakingCheck } from './undertaking-check.tsx';

/** Whether the seller has accepted the undertaking in force (a seller from before it was asked has not). */
export const undertakingAccepted = (care: SellerCareView) => care.undertaking.version === care.undertaking.current;

function CareForm({ care }: { care: SellerCareView }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const accepted = undertakingAccepted(care);
  const form = useForm<SellerCare>({
    resolver: zodResolver(sellerCareSchema),
    defaultValues: { supportPhone: care.supportPhone ?? '', supportEmail: care.supportEmail ?? '' },
  });
  const save = useMutation({
    mutationFn: saveSellerCare,
    onSuccess: (saved) => {
      queryClient.setQueryData(sellerCareKey, saved);
      void queryClient.invalidateQueries({ queryKey: queryKeys.sellers });
      toast({ title: t`Customer care saved`, description: t`Buyers see it with your products.` });
    },
    onError: (error) => {
      applyServerErrors(form, error);
      failureToast(t`Customer care was not saved`, error);
    },
  });
  const { errors } = form.formState;
  return (
    <form onSubmit={form.handleSubmit((values) => save.mutate(values))} noValidate className="space-y-4">
      <CustomerCareFields
        phone={form.register('supportPhone')}
        email={form.register('supportEmail')}
        errors={{ phone: errors.supportPhone?.message, email: errors.supportEmail?.message }}
      />
      {accepted ? (
        <p className="text-xs text-text-secondary">
          <Trans>You accepted the seller’s undertaking on accurate listings.</Trans>
        </p>
      ) : (
        <UndertakingCheck error={errors.acceptsUndertaking?.message} {...form.register('acceptsUndertaking')} />
      )}
      <Button type="submit" disabled={save.isPending}>
        {save.isPending ? t`Saving…` : t`Save customer care`}
      </Button>
    </form>
  );
}

/** The seller's customer care and undertaking, in their settings (decision 055). */
export function SellerCareSettings() {
  const { t } = useLingui();
  const care = useQuery(sellerCareQueryOptions);
  if (care.isError) return <LoadFailed what={t`your customer care`} onRetry={() => void care.refetch()} />;
  return care.data ? <CareForm care={care.data} /> : null;
}

export const SELLER_CARE_ID = 'seller-care';

/** Opens the Products tab at the customer care card. */
const openCareSettings = () => openPanelAt('products', SELLER_CARE_ID);

/** On the seller's overview until they accept the undertaking in force (a seller from before it was asked). */
export function UndertakingNotice() {
  const care = useQuery(sellerCareQueryOptions);
  if (!care.data || undertakingAccepted(care.data)) return null;
  return (
    <div
      role="status"
      className="flex flex-col gap-3 rounded-card border border-primary/50 bg-surface p-4 sm:flex-row sm:items-center"
    >
      <ShieldCheck className="size-5 shrink-0 text-primary" aria-hidden />
      <p className="min-w-0 flex-1 text-sm text-text-secondary">
        <Trans>
          Haat now asks every seller for customer care details and an undertaking that their listings are accurate, as
          the E-Commerce Rules require. It takes a minute.
        </Trans>
      </p>
      <button
        type="button"
        onClick={openCareSettings}
        className="shrink-0 cursor-pointer self-start text-sm font-semibold text-primary hover:underline sm:self-center"
      >
        <Trans>Review and accept</Trans>
      </button>
    </div>
  );
}
