import { Trans, useLingui } from '@lingui/react/macro';
import ExternalLink from 'lucide-react/icons/external-link';
import Share2 from 'lucide-react/icons/share-2';
import { Link } from 'react-router';
import { GradientIcon } from '#web/components/gradient-icon.tsx';
import { buttonVariants } from '#web/components/ui/button.tsx';
import { cn } from '#web/lib/cn.ts';
import { StoreShareActions } from '#web/features/stores/public.ts';

/** Sharing the store from the dashboard: the next step while there are no sales, a shortcut after. */
export function ShareStoreCallout({ handle, noSales }: { handle: string; noSales: boolean }) {
  const { t } = useLingui();
  return (
    <section
      aria-label={t`Share your store`}
      className={cn(
        'flex flex-col gap-4 rounded-card border border-border p-5 lg:flex-row lg:items-center lg:justify-between',
        noSales ? 'border-dashed bg-surface/60' : 'bg-surface/40',
      )}
    >
      <div className="flex min-w-0 items-start gap-3">
        <GradientIcon icon={Share2} size="sm" />
        <div>
          <p className="font-semibold">
            {noSales ? <Trans>No sales yet — share your store link</Trans> : <Trans>Share your store</Trans>}
          </p>
          <p className="mt-0.5 text-sm text-text-secondary">
            {noSales ? (
              <Trans>Buyers who order through /@{handle} show up here with your earnings.</Trans>
            ) : (
              <Trans>
                Each link carries your handle, so its orders are yours; Visits by source shows where they came from.
              </Trans>
            )}
          </p>
        </div>
      </div>
      <div className="grid gap-2 sm:flex sm:items-center lg:shrink-0">
        <StoreShareActions handle={handle} />
        <Link to={`/@${handle}`} className={buttonVariants({ variant: 'ghost', size: 'sm' })}>
          <ExternalLink className="size-4" aria-hidden /> <Trans>Open store</Trans>
        </Link>
      </div>
    </section>
  );
}
