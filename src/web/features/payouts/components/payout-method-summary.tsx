import { Trans, useLingui } from '@lingui/react/macro';
import Landmark from 'lucide-react/icons/landmark';
import Smartphone from 'lucide-react/icons/smartphone';
import TriangleAlert from 'lucide-react/icons/triangle-alert';
import type { ReactNode } from 'react';
import type { PayoutMethodView } from '#shared/contracts/payouts.ts';
import { formatDate } from '#web/lib/format.ts';
import { WithoutPanNote } from './withholding-rules.tsx';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-text-secondary">{label}</dt>
      <dd className="mt-0.5 text-sm font-medium break-words">{children}</dd>
    </div>
  );
}

/** Masked values read character by character, in even columns. */
const Masked = ({ children }: { children: string }) => (
  <span className="font-mono tracking-wide tabular-nums">{children}</span>
);

/** The saved method as its owner sees it: masked, with the bank the IFSC names and the PAN (or why to add one). */
export function PayoutMethodSummary({ method }: { method: PayoutMethodView }) {
  const { t } = useLingui();
  const Icon = method.kind === 'upi' ? Smartphone : Landmark;
  const branchCode = method.kind === 'bank' ? method.branchCode : '';
  return (
    <div className="space-y-4">
      <div className="flex items-center gap-3">
        <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-primary/15 text-primary">
          <Icon className="size-5" aria-hidden />
        </span>
        <div className="min-w-0">
          <p className="font-semibold">{method.kind === 'upi' ? t`UPI ID` : method.bankName}</p>
          <p className="text-sm text-text-secondary">
            <Masked>{method.kind === 'upi' ? method.upiIdMasked : method.accountNumberMasked}</Masked>
          </p>
        </div>
      </div>
      <dl className="grid gap-3 rounded-xl bg-muted/60 p-3 sm:grid-cols-2">
        {method.kind === 'bank' ? (
          <>
            <Fact label={t`Account holder`}>{method.accountHolderName}</Fact>
            <Fact label={t`IFSC`}>
              <Masked>{method.ifsc}</Masked>
              <span className="text-text-secondary">
                {' '}
                · <Trans>branch {branchCode}</Trans>
              </span>
            </Fact>
          </>
        ) : null}
        <Fact label={t`PAN`}>
          {method.panMasked ? (
            <>
              <Masked>{method.panMasked}</Masked>
              <span className="text-text-secondary"> · {method.panName}</span>
            </>
          ) : (
            <Trans>Not added</Trans>
          )}
        </Fact>
        <Fact label={t`Last changed`}>{formatDate(method.updatedAt)}</Fact>
      </dl>
      {method.panMasked ? null : (
        <p className="flex gap-2 rounded-xl border border-amber-400/30 bg-amber-400/10 p-3 text-sm text-amber-100">
          <TriangleAlert className="mt-0.5 size-4 shrink-0 text-amber-300" aria-hidden />
          <span>
            <WithoutPanNote /> <Trans>Edit to add it.</Trans>
          </span>
        </p>
      )}
    </div>
  );
}
