import type { LedgerStatus } from '#shared/contracts/ledger.ts';
import { Badge, type BadgeTone } from '#web/components/ui/badge.tsx';
import { ledgerStatusLabel } from '#web/lib/state-labels.ts';

const tones: Record<LedgerStatus, BadgeTone> = {
  awaiting: 'info',
  pending: 'warning',
  payable: 'success',
  in_payout: 'info',
  paid: 'neutral',
  reversed: 'danger',
};

export function LedgerStatusBadge({ status }: { status: LedgerStatus }) {
  return <Badge tone={tones[status]}>{ledgerStatusLabel(status)}</Badge>;
}
