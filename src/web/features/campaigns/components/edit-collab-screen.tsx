import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import ArrowLeft from 'lucide-react/icons/arrow-left';
import { type ReactNode, useEffect, useRef } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { effectiveStatus } from '#shared/contracts/campaigns.ts';
import { LoadFailed } from '#web/components/load-failed.tsx';
import { LoadingScreen } from '#web/components/loading-screen.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { toast } from '#web/lib/toast.ts';
import { useNow } from '#web/lib/use-now.ts';
import { setActivePanel } from '#web/lib/ui-store.ts';
import { meQueryOptions } from '#web/features/profiles/public.ts';
import { sellerBySlugQueryOptions } from '#web/features/catalog-sellers/public.ts';
import { sellerCampaignQueryOptions } from '../api/campaign-queries.ts';
import { CampaignEditor } from './campaign-editor.tsx';
import { CampaignStatusBadge } from './campaign-badges.tsx';

const leaveMessages = { 403: msg`You can only edit your own campaigns`, 404: msg`Campaign not found` } as const;

/** A campaign that is not there or not theirs: say so and go back to the dashboard's campaigns, once. */
function LeaveEditor({ status }: { status: keyof typeof leaveMessages }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const left = useRef(false);
  useEffect(() => {
    // Strict mode runs effects twice; the toast shows once.
    if (left.current) return;
    left.current = true;
    toast({ title: i18n._(leaveMessages[status]), variant: 'destructive' });
    setActivePanel('campaigns');
    void navigate('/dashboard', { replace: true });
  }, [navigate, status, i18n]);
  return <LoadingScreen variant="inline" label={t`Back to your dashboard`} />;
}

function EditorPage({ title, badge, children }: { title: string; badge?: ReactNode; children: ReactNode }) {
  return (
    <div className="mx-auto w-full max-w-3xl space-y-6 px-5 py-8 sm:py-10">
      <header>
        <Link
          to="/dashboard"
          onClick={() => setActivePanel('campaigns')}
          className="inline-flex items-center gap-1.5 rounded-md text-sm font-semibold text-text-secondary hover:text-text focus-visible:outline-2 focus-visible:outline-primary"
        >
          <ArrowLeft className="size-4" aria-hidden /> <Trans>Your campaigns</Trans>
        </Link>
        <div className="mt-3 flex flex-wrap items-center gap-3">
          <h1 className="text-3xl font-black tracking-tight">{title}</h1>
          {badge}
        </div>
      </header>
      {children}
    </div>
  );
}

function NewCampaign() {
  const { t } = useLingui();
  const me = useQuery(meQueryOptions);
  const slug = me.data?.seller?.slug ?? null;
  // The brand starts as the seller's business name.
  const seller = useQuery({ ...sellerBySlugQueryOptions(slug ?? ''), enabled: slug !== null });
  return (
    <EditorPage title={t`New campaign`}>
      {slug && seller.isPending ? (
        <LoadingScreen variant="inline" label={t`Loading your seller account`} />
      ) : (
        <CampaignEditor key="new" brand={seller.data?.businessName ?? ''} />
      )}
    </EditorPage>
  );
}

function ExistingCampaign({ id }: { id: number }) {
  const { t } = useLingui();
  const campaign = useQuery(sellerCampaignQueryOptions(id));
  const now = useNow();
  const refusal =
    campaign.error instanceof ApiError && (campaign.error.status === 403 || campaign.error.status === 404)
      ? campaign.error.status
      : null;
  if (refusal) return <LeaveEditor status={refusal} />;
  if (campaign.isPending) return <LoadingScreen variant="inline" label={t`Loading the campaign`} />;
  if (campaign.isError) {
    return (
      <EditorPage title={t`Edit campaign`}>
        <LoadFailed what={t`The campaign`} onRetry={() => void campaign.refetch()} retrying={campaign.isFetching} />
      </EditorPage>
    );
  }
  const status = effectiveStatus(campaign.data.status, campaign.data.deadline, now);
  return (
    <EditorPage title={t`Edit campaign`} badge={<CampaignStatusBadge status={status} />}>
      <CampaignEditor key={id} campaign={campaign.data} brand={campaign.data.brand} />
    </EditorPage>
  );
}

/** /edit-collab/{id}: `new`, or the number of one of the seller's campaigns. */
export function EditCollabScreen() {
  const { id = '' } = useParams();
  if (id === 'new') return <NewCampaign />;
  if (!/^\d{1,9}$/.test(id)) return <LeaveEditor status={404} />;
  return <ExistingCampaign key={id} id={Number(id)} />;
}
