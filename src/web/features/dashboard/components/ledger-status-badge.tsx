import { LEDGER_STATUS_LABELS, type LedgerStatus } from '#shared/contracts/ledger.ts';
import { Badge, type BadgeTone } from '#web/components/ui/badge.tsx';

const tones: Record<LedgerStatus, BadgeTone> = {
  awaiting: 'info',
  pending: 'warning',
  payable: 'success',
  in_payout: 'info',
  paid: 'neutral',
  reversed: 'danger',
};

export function LedgerStatusBadge({ status }: { status: LedgerStatus }) {
  return <Badge tone={tones[status]}>{LEDGER_STATUS_LABELS[status]}</Badge>;
}
