import { useLingui } from '@lingui/react/macro';
import type { LedgerStatus } from '#shared/contracts/ledger.ts';
import { Badge, type BadgeTone } from '#web/components/ui/badge.tsx';
import { LEDGER_STATUS_LABELS } from '#web/lib/state-labels.ts';

const tones: Record<LedgerStatus, BadgeTone> = {
  awaiting: 'info',
  pending: 'warning',
  payable: 'success',
  in_payout: 'info',
  paid: 'neutral',
  reversed: 'danger',
};

export function LedgerStatusBadge({ status }: { status: LedgerStatus }) {
  const { i18n } = useLingui();
  return <Badge tone={tones[status]}>{i18n._(LEDGER_STATUS_LABELS[status])}</Badge>;
}
