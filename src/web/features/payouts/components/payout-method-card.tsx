import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import Pencil from 'lucide-react/icons/pencil';
import { useId, useState } from 'react';
import { DashboardSection } from '#web/components/dashboard/dashboard-section.tsx';
import { LoadFailed } from '#web/components/load-failed.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { payoutMethodQueryOptions } from '../api/payouts.ts';
import { PayoutMethodForm } from './payout-method-form.tsx';
import { PayoutMethodSummary } from './payout-method-summary.tsx';

/** The account's payout method: masked, with Edit; or the form, until one is saved. */
export function PayoutMethodCard() {
  const { t } = useLingui();
  const title = t`Payout method`;
  const description = t`Where Haat pays your earnings.`;
  const method = useQuery(payoutMethodQueryOptions);
  const [editing, setEditing] = useState(false);
  const editButtonId = useId();
  // Back from the form, the Edit button takes the focus the form's buttons had.
  const closeForm = () => {
    setEditing(false);
    requestAnimationFrame(() => document.getElementById(editButtonId)?.focus());
  };

  if (method.isPending) {
    return (
      <DashboardSection title={title} description={description}>
        <div role="status" aria-live="polite">
          <span className="sr-only">
            <Trans>Loading your payout method</Trans>
          </span>
          <Skeleton className="h-28" />
        </div>
      </DashboardSection>
    );
  }
  if (method.isError) {
    return (
      <LoadFailed what={t`Your payout method`} onRetry={() => void method.refetch()} retrying={method.isFetching} />
    );
  }
  const saved = method.data.method;
  const formOpen = editing || saved === null;
  return (
    <DashboardSection
      title={title}
      description={formOpen && saved === null ? t`Where Haat pays your earnings. Add one to be paid.` : description}
      action={
        formOpen ? null : (
          <Button id={editButtonId} variant="secondary" size="sm" onClick={() => setEditing(true)}>
            <Pencil className="size-4" aria-hidden /> <Trans>Edit</Trans>
          </Button>
        )
      }
    >
      {formOpen ? (
        <PayoutMethodForm
          saved={saved}
          onSaved={closeForm}
          onCancel={saved ? closeForm : undefined}
          autoFocus={editing}
        />
      ) : (
        <PayoutMethodSummary method={saved} />
      )}
    </DashboardSection>
  );
}
