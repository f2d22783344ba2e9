import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Download from 'lucide-react/icons/download';
import PenLine from 'lucide-react/icons/pen-line';
import Trash2 from 'lucide-react/icons/trash-2';
import { useState } from 'react';
import { Link } from 'react-router';
import type { ConsentPurpose } from '#shared/contracts/privacy.ts';
import { LoadFailed } from '#web/components/load-failed.tsx';
import { Button, buttonVariants } from '#web/components/ui/button.tsx';
import { formatDate } from '#web/lib/format.ts';
import { failureToast, toast } from '#web/lib/toast.ts';
import { consentsQueryOptions, PERSONAL_DATA_URL, privacyKeys, setConsent } from '../api/privacy.ts';
import { EraseAccountDialog } from './erase-account-dialog.tsx';

/** One consent as a switch: given or withdrawn with the same one tap, and when it was last changed. */
function ConsentSwitch({
  purpose,
  granted,
  recordedAt,
}: {
  purpose: ConsentPurpose;
  granted: boolean;
  recordedAt: string | null;
}) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const change = useMutation({
    mutationFn: (next: boolean) => setConsent({ purpose, granted: next, source: 'account' }),
    onSuccess: (consents, next) => {
      queryClient.setQueryData(privacyKeys.consents, consents);
      toast({
        title: next ? t`Permission given` : t`Permission withdrawn`,
        description: next
          ? t`The AI Manager may read your orders to answer you.`
          : t`The AI Manager no longer reads your orders.`,
      });
    },
    onError: (error) => failureToast(t`Your choice was not saved`, error),
  });
  const labels: Record<ConsentPurpose, { title: string; detail: string }> = {
    ai_order_history: {
      title: t`Let the AI Manager read my orders`,
      detail: t`So it can answer “Where is my order?”. Nothing else uses this permission.`,
    },
  };
  const shown = change.isPending ? (change.variables ?? granted) : granted;
  return (
    <div className="flex items-start justify-between gap-4">
      <div className="min-w-0">
        <p id={`consent-${purpose}`} className="font-semibold">
          {labels[purpose].title}
        </p>
        <p className="text-sm text-text-secondary">{labels[purpose].detail}</p>
        {recordedAt ? (
          <p className="mt-1 text-xs text-text-secondary">
            <Trans>Last changed {formatDate(recordedAt)}</Trans>
          </p>
        ) : null}
      </div>
      <button
        type="button"
        role="switch"
        aria-checked={shown}
        aria-labelledby={`consent-${purpose}`}
        disabled={change.isPending}
        onClick={() => change.mutate(!granted)}
        className="relative mt-1 inline-flex h-7 w-12 shrink-0 cursor-pointer items-center rounded-full border border-border bg-muted transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary aria-checked:border-primary aria-checked:bg-primary disabled:opacity-60"
      >
        <span
          aria-hidden
          className={`inline-block size-5 rounded-full bg-white shadow transition-transform ${shown ? 'translate-x-6' : 'translate-x-1'}`}
        />
      </button>
    </div>
  );
}

/**
 * The account's data (DPDP Act, 2023): what it allows, a download of everything held, where to correct it, how to
 * delete it, and a complaint about it. As close at hand as signing up was: one section of /account.
 */
export function YourData() {
  const { t } = useLingui();
  const consents = useQuery(consentsQueryOptions);
  const [erasing, setErasing] = useState(false);
  return (
    <section
      id="your-data"
      aria-labelledby="your-data-title"
      className="scroll-mt-24 space-y-5 rounded-card border border-border bg-surface/70 p-5 shadow-card sm:p-6"
    >
      <div>
        <h2 id="your-data-title" className="text-lg font-bold">
          <Trans>Your data</Trans>
        </h2>
        <p className="mt-1 text-sm text-text-secondary">
          <Trans>
            What we keep and why is in our{' '}
            <Link to="/privacy" className="font-semibold text-primary hover:underline">
              privacy notice
            </Link>
            .
          </Trans>
        </p>
      </div>
      {consents.isError ? (
        <LoadFailed what={t`your permissions`} onRetry={() => void consents.refetch()} />
      ) : (
        consents.data?.items.map((consent) => <ConsentSwitch key={consent.purpose} {...consent} />)
      )}
      <div className="flex flex-wrap gap-2">
        <a
          href={PERSONAL_DATA_URL}
          download="haat-my-data.json"
          className={buttonVariants({ variant: 'secondary', size: 'sm' })}
        >
          <Download className="size-4" aria-hidden /> <Trans>Download my data</Trans>
        </a>
        <Link to="/edit-profile" className={buttonVariants({ variant: 'secondary', size: 'sm' })}>
          <PenLine className="size-4" aria-hidden /> <Trans>Correct my details</Trans>
        </Link>
        <Link to="/grievance?subject=data" className={buttonVariants({ variant: 'ghost', size: 'sm' })}>
          <Trans>Complain about my data</Trans>
        </Link>
      </div>
      <div className="border-t border-border pt-4">
        <Button variant="outline" size="sm" onClick={() => setErasing(true)}>
          <Trash2 className="size-4" aria-hidden /> <Trans>Delete my account</Trans>
        </Button>
      </div>
      <EraseAccountDialog open={erasing} onClose={() => setErasing(false)} />
    </section>
  );
}
