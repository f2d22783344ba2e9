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

const TITLE = 'Payout method';
const DESCRIPTION = 'Where Haat pays your earnings.';

/** The account's payout method: masked, with Edit; or the form, until one is saved. */
export function PayoutMethodCard() {
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
      <DashboardSection title={TITLE} description={DESCRIPTION}>
        <div role="status" aria-live="polite">
          <span className="sr-only">Loading your payout method</span>
          <Skeleton className="h-28" />
        </div>
      </DashboardSection>
    );
  }
  if (method.isError) {
    return <LoadFailed what="Your payout method" onRetry={() => void method.refetch()} retrying={method.isFetching} />;
  }
  const saved = method.data.method;
  const formOpen = editing || saved === null;
  return (
    <DashboardSection
      title={TITLE}
      description={formOpen && saved === null ? `${DESCRIPTION} Add one to be paid.` : DESCRIPTION}
      action={
        formOpen ? null : (
          <Button id={editButtonId} variant="secondary" size="sm" onClick={() => setEditing(true)}>
            <Pencil className="size-4" aria-hidden /> Edit
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
