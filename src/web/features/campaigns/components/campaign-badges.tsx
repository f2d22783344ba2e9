import Banknote from 'lucide-react/icons/banknote';
import Gift from 'lucide-react/icons/gift';
import {
  type CampaignStatus,
  PARTICIPATION_STATUS_LABELS,
  type ParticipationStatus,
  type PayoutType,
} from '#shared/contracts/campaigns.ts';
import { Badge, type BadgeTone } from '#web/components/ui/badge.tsx';

export function PayoutTypeBadge({ type }: { type: PayoutType }) {
  return type === 'cash' ? (
    <Badge tone="success">
      <Banknote className="size-3.5" aria-hidden /> Cash
    </Badge>
  ) : (
    <Badge tone="info">
      <Gift className="size-3.5" aria-hidden /> Gift
    </Badge>
  );
}

const participationTones: Record<ParticipationStatus, BadgeTone> = {
  joined: 'progress',
  submitted: 'info',
  approved: 'success',
  rejected: 'warning',
};

export function ParticipationStatusBadge({ status }: { status: ParticipationStatus }) {
  return <Badge tone={participationTones[status]}>{PARTICIPATION_STATUS_LABELS[status]}</Badge>;
}

const campaignStatus: Record<CampaignStatus, { label: string; tone: BadgeTone }> = {
  draft: { label: 'Draft', tone: 'info' },
  open: { label: 'Open', tone: 'success' },
  closed: { label: 'Closed', tone: 'neutral' },
};

export function CampaignStatusBadge({ status }: { status: CampaignStatus }) {
  return <Badge tone={campaignStatus[status].tone}>{campaignStatus[status].label}</Badge>;
}
