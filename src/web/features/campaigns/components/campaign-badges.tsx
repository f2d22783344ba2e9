import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import Banknote from 'lucide-react/icons/banknote';
import Gift from 'lucide-react/icons/gift';
import type { CampaignStatus, ParticipationStatus, PayoutType } from '#shared/contracts/campaigns.ts';
import { Badge, type BadgeTone } from '#web/components/ui/badge.tsx';

export function PayoutTypeBadge({ type }: { type: PayoutType }) {
  return type === 'cash' ? (
    <Badge tone="success">
      <Banknote className="size-3.5" aria-hidden /> <Trans>Cash</Trans>
    </Badge>
  ) : (
    <Badge tone="info">
      <Gift className="size-3.5" aria-hidden /> <Trans>Gift</Trans>
    </Badge>
  );
}

const participationStatus: Record<ParticipationStatus, { label: MessageDescriptor; tone: BadgeTone }> = {
  joined: { label: msg`Joined`, tone: 'progress' },
  submitted: { label: msg`Post submitted`, tone: 'info' },
  approved: { label: msg`Approved`, tone: 'success' },
  rejected: { label: msg`Changes requested`, tone: 'warning' },
};

export function ParticipationStatusBadge({ status }: { status: ParticipationStatus }) {
  const { i18n } = useLingui();
  return <Badge tone={participationStatus[status].tone}>{i18n._(participationStatus[status].label)}</Badge>;
}

const campaignStatus: Record<CampaignStatus, { label: MessageDescriptor; tone: BadgeTone }> = {
  draft: { label: msg`Draft`, tone: 'info' },
  open: { label: msg({ message: 'Open', context: 'campaign state' }), tone: 'success' },
  closed: { label: msg`Closed`, tone: 'neutral' },
};

export function CampaignStatusBadge({ status }: { status: CampaignStatus }) {
  const { i18n } = useLingui();
  return <Badge tone={campaignStatus[status].tone}>{i18n._(campaignStatus[status].label)}</Badge>;
}
