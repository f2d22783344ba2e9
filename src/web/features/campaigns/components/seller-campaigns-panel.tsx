import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import Megaphone from 'lucide-react/icons/megaphone';
import Plus from 'lucide-react/icons/plus';
import { Link } from 'react-router';
import { collabMetrics } from '#shared/contracts/campaigns.ts';
import { LoadFailed } from '#web/components/load-failed.tsx';
import { buttonVariants } from '#web/components/ui/button.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { formatCount } from '#web/lib/format.ts';
import { useNow } from '#web/lib/use-now.ts';
import { StatTiles } from '#web/components/dashboard/stat-tiles.tsx';
import { sellerCampaignsQueryOptions } from '../api/campaign-queries.ts';
import { useCollabs } from '../campaign-store.ts';
import { noFigures, SellerCampaignItem } from './seller-campaign-item.tsx';

/**
 * The seller's campaigns. They come from the server into the collab store
 * (spec §4) and render from there, joined with the figures only the seller sees.
 */
export function SellerCampaignsPanel({ sellerSlug }: { sellerSlug: string }) {
  const { t } = useLingui();
  const query = useQuery(sellerCampaignsQueryOptions(sellerSlug));
  const collabs = useCollabs();
  const mine = collabs.filter((collab) => collab.seller.slug === sellerSlug);
  const figures = new Map(query.data?.items.map((campaign) => [campaign.id, campaign]));
  const { totalViews, activeCollabs } = collabMetrics(mine);
  const total = (key: 'participants' | 'submissions') =>
    mine.reduce((sum, collab) => sum + (figures.get(collab.id)?.[key] ?? 0), 0);
  const now = useNow();

  return (
    <section aria-labelledby="seller-campaigns-title" className="space-y-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id="seller-campaigns-title" className="flex items-center gap-2 text-xl font-bold">
            <Megaphone className="size-5 text-primary" aria-hidden /> <Trans>Campaigns</Trans>
          </h2>
          <p className="mt-1 text-sm text-text-secondary">
            <Trans>Post a brief, let creators join, and approve their posts to pay them.</Trans>
          </p>
        </div>
        <Link to="/edit-collab/new" className={buttonVariants()}>
          <Plus className="size-4" aria-hidden /> <Trans>New campaign</Trans>
        </Link>
      </div>
      <StatTiles
        stats={[
          { label: t`Creators joined`, value: formatCount(totalViews), hint: t`Across your campaigns` },
          { label: t`Active collabs`, value: formatCount(activeCollabs), hint: t`Your campaigns` },
          { label: t`Participants`, value: formatCount(total('participants')), hint: t`Joined on Haat` },
          { label: t`Submissions`, value: formatCount(total('submissions')), hint: t`Posts sent for review` },
        ]}
      />
      {query.isError ? (
        <LoadFailed what={t`Your campaigns`} onRetry={() => void query.refetch()} retrying={query.isFetching} />
      ) : null}
      {mine.length > 0 ? (
        <ul aria-label={t`Your campaigns`} className="space-y-3">
          {mine.map((campaign) => (
            <SellerCampaignItem
              key={campaign.id}
              campaign={campaign}
              figures={figures.get(campaign.id) ?? noFigures}
              now={now}
            />
          ))}
        </ul>
      ) : query.isPending ? (
        <div role="status" aria-live="polite" className="space-y-3">
          <span className="sr-only">
            <Trans>Loading your campaigns</Trans>
          </span>
          <Skeleton className="h-36" />
          <Skeleton className="h-36" />
        </div>
      ) : query.isError ? null : (
        <div className="rounded-card border border-dashed border-border p-8 text-center">
          <Megaphone className="mx-auto size-10 text-text-secondary" aria-hidden />
          <p className="mt-3 font-semibold">
            <Trans>No campaigns yet</Trans>
          </p>
          <p className="mt-1 text-sm text-text-secondary">
            <Trans>
              Start one with New campaign: creators join, post about your product, and you approve their posts.
            </Trans>
          </p>
        </div>
      )}
    </section>
  );
}
