import type { PayoutRunSummary } from '#shared/contracts/ops-money.ts';
import type { PayoutProviderName, PayoutStatus } from '#shared/contracts/payout-runs.ts';
import type { BadgeTone } from '#web/components/ui/badge.tsx';

/* How the console names payout providers and statuses. */

export const providerNames: Record<PayoutProviderName, string> = {
  manual: 'Manual (bank file)',
  razorpayx: 'RazorpayX',
};

export const payoutStatusBadge: Record<PayoutStatus, { label: string; tone: BadgeTone }> = {
  pending: { label: 'Waiting to send', tone: 'info' },
  processing: { label: 'With the bank', tone: 'warning' },
  paid: { label: 'Paid', tone: 'success' },
  failed: { label: 'Failed', tone: 'danger' },
};

/** A run is open while some payout in it waits for the bank; empty when nobody was due. */
export function runStateBadge(run: Pick<PayoutRunSummary, 'payouts' | 'open'>): { label: string; tone: BadgeTone } {
  if (run.open > 0) return { label: `${run.open} open`, tone: 'warning' };
  if (run.payouts === 0) return { label: 'Nobody to pay', tone: 'neutral' };
  return { label: 'Settled', tone: 'success' };
}

/** Who started a run: an operator's email, or the weekly schedule. */
export const startedByText = (run: Pick<PayoutRunSummary, 'startedBy' | 'scheduledFor'>) =>
  run.startedBy ?? (run.scheduledFor ? 'the weekly schedule' : 'the command line');
