import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import Megaphone from 'lucide-react/icons/megaphone';
import Plus from 'lucide-react/icons/plus';
import SearchX from 'lucide-react/icons/search-x';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { type Campaign, collabMetrics, type Participation } from '#shared/contracts/campaigns.ts';
import { LoadFailed } from '#web/components/load-failed.tsx';
import { Button, buttonVariants } from '#web/components/ui/button.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { formatCount } from '#web/lib/format.ts';
import { useNow } from '#web/lib/use-now.ts';
import { DashboardTabPanel, DashboardTabs } from '#web/components/dashboard/dashboard-tabs.tsx';
import { StatTiles } from '#web/components/dashboard/stat-tiles.tsx';
import { useSession } from '#web/features/auth/public.ts';
import { meQueryOptions } from '#web/features/profiles/public.ts';
import { myCampaignsQueryOptions, publicCampaignsQueryOptions } from '../api/campaign-queries.ts';
import { type CollabView, collabTabs, filterCollabs, isInTab, useCollabView } from '../campaign-filters.ts';
import { useCollabs } from '../campaign-store.ts';
import { CollabAction, type CollabViewer } from './campaign-action.tsx';
import { CollabCard } from './campaign-card.tsx';
import { CollabControls, type SearchSeed } from './campaign-controls.tsx';

/** Who is looking: signed out, a creator (with where they stand in each campaign), a seller, or neither yet. */
function useCollabViewer(): CollabViewer {
  const session = useSession();
  const me = useQuery({ ...meQueryOptions, enabled: Boolean(session.data) });
  const creator = Boolean(me.data?.store);
  const mine = useQuery({ ...myCampaignsQueryOptions, enabled: creator });
  if (session.isPending) return { kind: 'loading' };
  if (!session.data) return { kind: 'signed-out' };
  if (me.isPending) return { kind: 'loading' };
  // Without the profile there is no telling; onboarding sends someone with a store on to it.
  if (me.isError) return { kind: 'no-store' };
  const sellerSlug = me.data.seller?.slug ?? null;
  if (me.data.store) {
    const participations = mine.data
      ? new Map(mine.data.items.map((item) => [item.campaign.id, item.participation]))
      : mine.isError
        ? new Map<number, Participation>()
        : null;
    return {
      kind: 'creator',
      sellerSlug,
      participations,
      contact: { name: session.data.user.name, email: session.data.user.email },
    };
  }
  if (sellerSlug) return { kind: 'seller', sellerSlug };
  return { kind: 'no-store' };
}

function CardsSkeleton() {
  return (
    <div role="status" aria-live="polite" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      <span className="sr-only">
        <Trans>Loading campaigns</Trans>
      </span>
      {[0, 1, 2].map((index) => (
        <Skeleton key={index} className="h-96" />
      ))}
    </div>
  );
}

function EmptyState({ icon: Icon, title, children }: { icon: typeof Megaphone; title: string; children?: ReactNode }) {
  return (
    <div className="rounded-card border border-dashed border-border p-8 text-center">
      <Icon className="mx-auto size-10 text-text-secondary" aria-hidden />
      <p className="mt-3 font-semibold">{title}</p>
      {children}
    </div>
  );
}

function Results({
  collabs,
  view,
  viewer,
  now,
  onClear,
}: {
  collabs: Campaign[];
  view: CollabView;
  viewer: CollabViewer;
  now: Date;
  onClear: () => void;
}) {
  const { t } = useLingui();
  const query = useQuery(publicCampaignsQueryOptions(view.tab));
  const inTab = collabs.filter((collab) => isInTab(collab, view.tab, now));
  const shown = filterCollabs(collabs, view, now);
  const failed = query.isError ? (
    <LoadFailed what={t`The latest campaigns`} onRetry={() => void query.refetch()} retrying={query.isFetching} />
  ) : null;

  if (inTab.length === 0) {
    if (query.isPending) return <CardsSkeleton />;
    if (failed) return failed;
    return view.tab === 'open' ? (
      <EmptyState icon={Megaphone} title={t`No open campaigns right now`}>
        <p className="mt-1 text-sm text-text-secondary">
          <Trans>Brands post new collabs often. Look again soon, or see the ones that ended.</Trans>
        </p>
      </EmptyState>
    ) : (
      <EmptyState icon={Megaphone} title={t`No closed campaigns yet`} />
    );
  }
  const count = shown.length;
  const total = inTab.length;
  const counted =
    count === total
      ? view.tab === 'open'
        ? t`${plural(count, { one: '# open campaign', other: '# open campaigns' })}`
        : t`${plural(count, { one: '# closed campaign', other: '# closed campaigns' })}`
      : view.tab === 'open'
        ? t`${count} of ${total} open campaigns`
        : t`${count} of ${total} closed campaigns`;
  return (
    <div className="space-y-4">
      {failed}
      <p className="text-sm text-text-secondary" role="status">
        {counted}
      </p>
      {shown.length === 0 ? (
        <EmptyState icon={SearchX} title={t`No campaigns match`}>
          <p className="mt-1 text-sm text-text-secondary">
            <Trans>Try another word, or show every payout type.</Trans>
          </p>
          <Button variant="secondary" size="sm" className="mt-4" onClick={onClear}>
            <Trans>Clear filters</Trans>
          </Button>
        </EmptyState>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {shown.map((collab) => (
            <li key={collab.id} className="flex">
              <CollabCard collab={collab} now={now}>
                <CollabAction collab={collab} viewer={viewer} open={view.tab === 'open'} />
              </CollabCard>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** /collab-invites: open and past campaigns from the collab store (spec §4), kept fresh from the server. */
export function CollabInvitesScreen() {
  const { t, i18n } = useLingui();
  const collabs = useCollabs();
  const [view, setView] = useCollabView();
  const [search, setSearch] = useState<SearchSeed>(() => ({ key: 0, initial: view.q }));
  const viewer = useCollabViewer();
  // Both lists fill the store; the tab shown reads its own query for loading and failure.
  useQuery(publicCampaignsQueryOptions(view.tab === 'open' ? 'closed' : 'open'));
  const now = useNow();
  const { totalViews, activeCollabs } = collabMetrics(collabs.filter((collab) => isInTab(collab, 'open', now)));
  const seller = viewer.kind === 'seller' || (viewer.kind === 'creator' && viewer.sellerSlug !== null);

  return (
    <div className="mx-auto w-full max-w-6xl space-y-6 px-5 py-8 sm:py-10">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div className="min-w-0">
          <h1 className="text-3xl font-black tracking-tight">
            <Trans>Collab invites</Trans>
          </h1>
          <p className="mt-1 text-text-secondary">
            <Trans>Brands post campaigns; join one, share your post, and earn cash or gifts.</Trans>
          </p>
        </div>
        {seller ? (
          <Link to="/edit-collab/new" className={buttonVariants()}>
            <Plus className="size-4" aria-hidden /> <Trans>Post a campaign</Trans>
          </Link>
        ) : null}
      </header>
      <StatTiles
        className="sm:max-w-xl sm:grid-cols-2"
        stats={[
          { label: t`Creators joined`, value: formatCount(totalViews), hint: t`Across open campaigns` },
          { label: t`Active collabs`, value: formatCount(activeCollabs), hint: t`Campaigns open to join` },
        ]}
      />
      <div className="space-y-4">
        <DashboardTabs
          tabs={collabTabs.map((tab) => ({ id: tab.id, label: i18n._(tab.label) }))}
          active={view.tab}
          onSelect={(tab) => setView({ tab: tab as CollabView['tab'] })}
          label={t`Campaigns`}
          idPrefix="collabs"
        />
        <CollabControls view={view} search={search} onChange={setView} />
      </div>
      <DashboardTabPanel id={view.tab} idPrefix="collabs">
        <Results
          collabs={collabs}
          view={view}
          viewer={viewer}
          now={now}
          onClear={() => {
            setView({ type: 'all', q: '' });
            setSearch((previous) => ({ key: previous.key + 1, initial: '' }));
          }}
        />
      </DashboardTabPanel>
    </div>
  );
}
