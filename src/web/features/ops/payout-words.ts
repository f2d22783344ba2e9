import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { PayoutRunSummary } from '#shared/contracts/payouts-ops.ts';
import type { PayoutProviderName, PayoutStatus } from '#shared/contracts/payouts-runs.ts';
import type { BadgeTone } from '#web/components/ui/badge.tsx';

/* How the console names payout providers and statuses, in the reader's language: render with `i18n._(…)`. */

/** A provider's name: RazorpayX is a brand, said as it is. */
export function providerName(i18n: I18n, provider: PayoutProviderName): string {
  if (provider === 'manual') return i18n._(msg`Manual (bank file)`);
  return provider === 'route' ? i18n._(msg`Split at checkout (Route)`) : 'RazorpayX';
}

export const payoutStatusBadge: Record<PayoutStatus, { label: MessageDescriptor; tone: BadgeTone }> = {
  pending: { label: msg`Waiting to send`, tone: 'info' },
  processing: { label: msg`With the bank`, tone: 'warning' },
  paid: { label: msg`Paid`, tone: 'success' },
  failed: { label: msg`Failed`, tone: 'danger' },
};

/** A run is open while some payout in it waits for the bank; empty when nobody was due. */
export function runStateBadge(run: Pick<PayoutRunSummary, 'payouts' | 'open'>): {
  label: MessageDescriptor;
  tone: BadgeTone;
} {
  const open = run.open;
  if (open > 0) return { label: msg`${open} open`, tone: 'warning' };
  if (run.payouts === 0) return { label: msg`Nobody to pay`, tone: 'neutral' };
  return { label: msg`Settled`, tone: 'success' };
}

/** Who started a run: an operator's email, or the weekly schedule. */
export const startedByText = (i18n: I18n, run: Pick<PayoutRunSummary, 'startedBy' | 'scheduledFor'>) =>
  run.startedBy ?? (run.scheduledFor ? i18n._(msg`the weekly schedule`) : i18n._(msg`the command line`));
