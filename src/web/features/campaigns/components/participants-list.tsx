import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Check from 'lucide-react/icons/check';
import ExternalLink from 'lucide-react/icons/external-link';
import MapPin from 'lucide-react/icons/map-pin';
import X from 'lucide-react/icons/x';
import { useState } from 'react';
import { Link } from 'react-router';
import {
  type Campaign,
  type Participant,
  reviewDecisionSchema,
  type ReviewDecision,
} from '#shared/contracts/campaigns.ts';
import { formatRupeesShort } from '#shared/money.ts';
import { Avatar } from '#web/components/avatar.tsx';
import { LoadFailed } from '#web/components/load-failed.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Field } from '#web/components/ui/field.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { Textarea } from '#web/components/ui/textarea.tsx';
import { formatDate } from '#web/lib/format.ts';
import { serverFieldError } from '#web/lib/form-errors.ts';
import { failureToast, toast } from '#web/lib/toast.ts';
import { reviewSubmission } from '../api/campaigns.ts';
import { campaignKeys, participantsQueryOptions, withoutSellerFigures } from '../api/campaign-queries.ts';
import { putCollab } from '../campaign-store.ts';
import { ParticipationStatusBadge } from './campaign-badges.tsx';

/**
 * A decision on a submitted post. The answer's campaign goes into the collab
 * store, the participant replaces theirs in the list, and the seller's figures refresh.
 */
function useReview(campaign: Campaign, participant: Participant) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const listKey = participantsQueryOptions(campaign.id).queryKey;
  return useMutation({
    mutationFn: (decision: ReviewDecision) => reviewSubmission(participant.id, decision),
    onSuccess: (answer, decision) => {
      putCollab(withoutSellerFigures(answer.campaign));
      queryClient.setQueryData(listKey, (previous) =>
        previous
          ? {
              items: previous.items.map((entry) => (entry.id === answer.participant.id ? answer.participant : entry)),
            }
          : previous,
      );
      void queryClient.invalidateQueries({ queryKey: campaignKeys.seller });
      const handle = `@${participant.creator.handle}`;
      const title = campaign.title;
      if (decision.decision === 'reject')
        toast({ title: t`Changes requested`, description: t`${handle} sees your note and can resubmit.` });
      else
        toast({
          title: t`Post approved`,
          description:
            campaign.payoutType === 'cash' ? t`${handle} is paid for ${title}.` : t`The gift ships to ${handle}.`,
        });
    },
    onError: (error) => {
      if (!serverFieldError(error, 'note')) failureToast(t`Could not review the post`, error);
      // The submission may have moved on (reviewed in another tab).
      void queryClient.invalidateQueries({ queryKey: listKey });
    },
  });
}

function RejectForm({
  handle,
  pending,
  serverError,
  onReject,
  onCancel,
}: {
  handle: string;
  pending: boolean;
  serverError: unknown;
  onReject: (note: string) => void;
  onCancel: () => void;
}) {
  const { t } = useLingui();
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | undefined>();
  return (
    <form
      noValidate
      aria-label={t`Ask @${handle} for changes`}
      className="space-y-3 rounded-xl border border-border bg-background/40 p-3"
      onSubmit={(event) => {
        event.preventDefault();
        const parsed = reviewDecisionSchema.safeParse({ decision: 'reject', note });
        setError(parsed.success ? undefined : parsed.error.issues[0]?.message);
        if (parsed.success && parsed.data.note) onReject(parsed.data.note);
      }}
    >
      <Field
        label={t`Note for @${handle}`}
        error={error ?? serverFieldError(serverError, 'note')}
        hint={t`What should they change? They see this note and can resubmit.`}
      >
        {(control) => (
          <Textarea
            {...control}
            autoFocus
            rows={3}
            maxLength={300}
            required
            value={note}
            onChange={(event) => setNote(event.target.value)}
          />
        )}
      </Field>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" variant="destructive" disabled={pending} aria-label={t`Reject @${handle}`}>
          <X className="size-4" aria-hidden /> {pending ? t`Sending…` : t`Reject`}
        </Button>
        <Button size="sm" variant="ghost" onClick={onCancel} disabled={pending}>
          <Trans>Cancel</Trans>
        </Button>
      </div>
    </form>
  );
}

function ReviewActions({ campaign, participant }: { campaign: Campaign; participant: Participant }) {
  const { t } = useLingui();
  const review = useReview(campaign, participant);
  const [rejecting, setRejecting] = useState(false);
  const handle = participant.creator.handle;
  if (rejecting) {
    return (
      <RejectForm
        handle={handle}
        pending={review.isPending}
        serverError={review.error}
        onReject={(note) => review.mutate({ decision: 'reject', note })}
        onCancel={() => setRejecting(false)}
      />
    );
  }
  const amount =
    campaign.payoutType === 'cash' && campaign.payoutAmountPaise ? formatRupeesShort(campaign.payoutAmountPaise) : null;
  const pays = amount ? t`Approving pays ${amount} into their earnings.` : t`Approving ships the gift to them.`;
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Button
        size="sm"
        disabled={review.isPending}
        aria-label={t`Approve @${handle}`}
        onClick={() => review.mutate({ decision: 'approve' })}
      >
        <Check className="size-4" aria-hidden /> {review.isPending ? t`Approving…` : t`Approve`}
      </Button>
      <Button
        size="sm"
        variant="outline"
        disabled={review.isPending}
        aria-label={t`Reject @${handle}`}
        onClick={() => setRejecting(true)}
      >
        <X className="size-4" aria-hidden /> <Trans>Reject</Trans>
      </Button>
      <p className="text-xs text-text-secondary">{pays}</p>
    </div>
  );
}

function ParticipantRow({ campaign, participant }: { campaign: Campaign; participant: Participant }) {
  const { creator } = participant;
  const { handle } = creator;
  const joined = formatDate(participant.joinedAt);
  const place = participant.shipsTo;
  return (
    <li className="space-y-3 rounded-xl border border-border bg-background/40 p-3">
      <div className="flex items-start gap-3">
        <Avatar
          url={participant.creator.avatarUrl}
          name={participant.creator.displayName}
          noName="@"
          className="size-10 shrink-0 text-sm font-bold"
          imageClassName="bg-muted"
        />
        <div className="min-w-0 flex-1">
          <p className="truncate font-semibold">{creator.displayName}</p>
          <p className="truncate text-sm">
            <Link to={`/@${creator.handle}`} className="text-text-secondary hover:text-text hover:underline">
              @{creator.handle}
            </Link>
          </p>
        </div>
        <ParticipationStatusBadge status={participant.status} />
      </div>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-xs text-text-secondary">
        <span>
          <Trans>Joined {joined}</Trans>
        </span>
        {place ? (
          <span className="inline-flex items-center gap-1">
            <MapPin className="size-3.5" aria-hidden /> <Trans>Ships to {place}</Trans>
          </span>
        ) : null}
        {participant.postUrl ? (
          <a
            href={participant.postUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center gap-1 font-semibold text-primary hover:underline"
          >
            <Trans>
              View post <span className="sr-only">by @{handle} (opens in a new tab)</span>
            </Trans>
            <ExternalLink className="size-3.5" aria-hidden />
          </a>
        ) : null}
      </div>
      {participant.note && participant.status !== 'submitted' ? (
        <p className="text-sm text-text-secondary">
          <span className="font-semibold text-text">
            <Trans>Your note:</Trans>
          </span>{' '}
          {participant.note}
        </p>
      ) : null}
      {participant.status === 'submitted' ? <ReviewActions campaign={campaign} participant={participant} /> : null}
    </li>
  );
}

/** Everyone who joined a campaign: who they are, where they stand, their post, and a decision on what they submitted. */
export function ParticipantsList({ id, campaign }: { id: string; campaign: Campaign }) {
  const { t } = useLingui();
  const title = campaign.title;
  const participants = useQuery(participantsQueryOptions(campaign.id));
  return (
    <div id={id} className="mt-3 border-t border-border pt-3">
      {participants.isPending ? (
        <div role="status" aria-live="polite" className="space-y-2">
          <span className="sr-only">
            <Trans>Loading participants</Trans>
          </span>
          <Skeleton className="h-20" />
          <Skeleton className="h-20" />
        </div>
      ) : participants.isError ? (
        <LoadFailed
          what={t`The participants`}
          onRetry={() => void participants.refetch()}
          retrying={participants.isFetching}
        />
      ) : participants.data.items.length === 0 ? (
        <p className="rounded-xl border border-dashed border-border p-4 text-center text-sm text-text-secondary">
          <Trans>No creators have joined yet.</Trans>
        </p>
      ) : (
        <ul aria-label={t`Participants of ${title}`} className="space-y-2">
          {participants.data.items.map((participant) => (
            <ParticipantRow key={participant.id} campaign={campaign} participant={participant} />
          ))}
        </ul>
      )}
    </div>
  );
}
