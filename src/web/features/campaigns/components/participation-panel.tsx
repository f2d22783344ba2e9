import { Trans } from '@lingui/react/macro';
import ExternalLink from 'lucide-react/icons/external-link';
import PackageCheck from 'lucide-react/icons/package-check';
import Wallet from 'lucide-react/icons/wallet';
import { Link } from 'react-router';
import type { Campaign, Participation } from '#shared/contracts/campaigns.ts';
import { formatRupeesShort } from '#shared/money.ts';
import { ParticipationStatusBadge } from './campaign-badges.tsx';
import { CampaignCaptionBox } from './campaign-caption-box.tsx';
import { SubmitPostForm } from './submit-post-form.tsx';

function PostLink({ url }: { url: string }) {
  return (
    <a
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      className="inline-flex max-w-full items-center gap-1 text-sm font-semibold text-primary hover:underline"
    >
      <span className="truncate">
        <Trans>Your post</Trans>
      </span>{' '}
      <ExternalLink className="size-3.5 shrink-0" aria-hidden />
      <span className="sr-only">
        <Trans>(opens in a new tab)</Trans>
      </span>
    </a>
  );
}

function Approved({ collab, participation }: { collab: Campaign; participation: Participation }) {
  if (collab.payoutType === 'cash') {
    const paise = participation.payoutPaise ?? collab.payoutAmountPaise ?? 0;
    const amount = formatRupeesShort(paise);
    return (
      <p className="flex items-center gap-2 text-sm font-semibold text-emerald-200">
        <Wallet className="size-4 shrink-0" aria-hidden />
        <span>
          <Trans>
            Paid {amount} to your{' '}
            <Link to="/dashboard" className="underline hover:no-underline">
              earnings
            </Link>
          </Trans>
        </span>
      </p>
    );
  }
  const number = participation.giftOrder?.number;
  return (
    <p className="flex items-center gap-2 text-sm">
      <PackageCheck className="size-4 shrink-0 text-emerald-200" aria-hidden />
      {participation.giftOrder ? (
        <span>
          <Trans>
            Your gift ships with order{' '}
            <Link to="/orders-and-deliveries" className="font-mono font-semibold text-primary hover:underline">
              {number}
            </Link>
          </Trans>
        </span>
      ) : (
        <span>
          <Trans>Your gift is on its way.</Trans>
        </span>
      )}
    </p>
  );
}

/** Where the creator stands in a campaign they joined, and what they can do next. */
export function ParticipationPanel({
  collab,
  participation,
  open,
}: {
  collab: Campaign;
  participation: Participation;
  open: boolean;
}) {
  const brand = collab.brand;
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <ParticipationStatusBadge status={participation.status} />
        {participation.postUrl ? <PostLink url={participation.postUrl} /> : null}
      </div>
      {participation.status === 'joined' ? (
        open ? (
          <>
            <CampaignCaptionBox collab={collab} />
            <SubmitPostForm collab={collab} />
          </>
        ) : (
          <p className="text-sm text-text-secondary">
            <Trans>This campaign closed before you submitted a post.</Trans>
          </p>
        )
      ) : null}
      {participation.status === 'submitted' ? (
        <>
          <p className="text-sm text-text-secondary">
            <Trans>{brand} is reviewing your post.</Trans>
          </p>
          {open ? (
            <details className="group text-sm">
              <summary className="cursor-pointer rounded-md font-semibold text-text-secondary hover:text-text focus-visible:outline-2 focus-visible:outline-primary">
                <Trans>Change the link</Trans>
              </summary>
              <div className="mt-3">
                <SubmitPostForm collab={collab} previousUrl={participation.postUrl} resubmit />
              </div>
            </details>
          ) : null}
        </>
      ) : null}
      {participation.status === 'rejected' ? (
        <>
          {participation.note ? (
            <blockquote className="rounded-xl border border-amber-400/30 bg-amber-400/10 p-3 text-sm">
              <p className="text-xs font-semibold tracking-wide text-amber-200 uppercase">
                <Trans>Note from {brand}</Trans>
              </p>
              <p className="mt-1 [overflow-wrap:anywhere]">{participation.note}</p>
            </blockquote>
          ) : null}
          {open ? (
            <SubmitPostForm collab={collab} previousUrl={participation.postUrl} resubmit />
          ) : (
            <p className="text-sm text-text-secondary">
              <Trans>This campaign has closed.</Trans>
            </p>
          )}
        </>
      ) : null}
      {participation.status === 'approved' ? <Approved collab={collab} participation={participation} /> : null}
    </div>
  );
}
