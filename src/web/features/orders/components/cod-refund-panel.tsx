import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import Undo2 from 'lucide-react/icons/undo-2';
import { useId, useState } from 'react';
import type { Order } from '#shared/contracts/orders.ts';
import { type CodRefund, codRefundUpiSchema } from '#shared/contracts/payments.ts';
import { formatRupees } from '#shared/money.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Field } from '#web/components/ui/field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { giveRefundUpiId, replaceCachedOrder } from '../api/orders.ts';

/** One refund waiting for the UPI ID it is sent to (or another one, after a failure). */
function UpiIdForm({ order, refund }: { order: Order; refund: CodRefund }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const [upiId, setUpiId] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const formId = useId();
  const give = useMutation({
    mutationFn: () => giveRefundUpiId(order.id, refund.id, upiId.trim().toLowerCase()),
    onSuccess: (updated) => replaceCachedOrder(queryClient, updated),
  });
  const error =
    problem ??
    (give.error instanceof ApiError ? (give.error.fields?.upiId?.[0] ?? give.error.message) : give.error?.message);
  return (
    <form
      id={formId}
      noValidate
      className="mt-3 flex flex-col gap-3 sm:flex-row sm:items-end"
      onSubmit={(event) => {
        event.preventDefault();
        // Checked here as the server checks it, so a slip is said at once.
        const checked = codRefundUpiSchema.safeParse({ upiId });
        setProblem(checked.success ? null : (checked.error.issues[0]?.message ?? null));
        if (checked.success) give.mutate();
      }}
    >
      <Field label={t`Your UPI ID`} error={error} hint={t`e.g. meera@okaxis`} className="sm:w-72">
        {(control) => (
          <Input
            {...control}
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            value={upiId}
            onChange={(event) => setUpiId(event.target.value)}
          />
        )}
      </Field>
      <Button type="submit" disabled={give.isPending} className="sm:mb-6">
        {give.isPending ? t`Sending…` : t`Send my refund`}
      </Button>
    </form>
  );
}

function RefundLine({ order, refund }: { order: Order; refund: CodRefund }) {
  const amount = formatRupees(refund.amountPaise);
  const to = refund.upiIdMasked ?? '';
  const utr = refund.utr ?? '';
  switch (refund.status) {
    case 'awaiting_upi':
      return (
        <li>
          <p>
            <Trans>
              {amount} is owed back to you for what you returned. Give the UPI ID to send it to: it usually arrives
              within a day.
            </Trans>
          </p>
          <UpiIdForm order={order} refund={refund} />
        </li>
      );
    case 'failed':
      return (
        <li>
          <p>
            <Trans>
              The refund of {amount} to {to} did not go through. Give another UPI ID.
            </Trans>
          </p>
          <UpiIdForm order={order} refund={refund} />
        </li>
      );
    case 'paid':
      return (
        <li>
          <Trans>
            Refunded {amount} to {to} (UTR {utr}).
          </Trans>
        </li>
      );
    default:
      return (
        <li>
          <Trans>
            Sending {amount} to {to}.
          </Trans>
        </li>
      );
  }
}

/** What a cash-on-delivery buyer is owed back after a return, and where each refund stands (decision 071). */
export function CodRefundPanel({ order }: { order: Order }) {
  const { t } = useLingui();
  if (order.payment.codRefunds.length === 0) return null;
  return (
    <section aria-labelledby="cod-refunds" className="rounded-card border border-sky-400/40 bg-sky-400/10 p-4 sm:p-5">
      <h2 id="cod-refunds" className="flex items-center gap-2 font-bold">
        <Undo2 className="size-5 text-sky-300" aria-hidden /> {t`Your refund`}
      </h2>
      <ul className="mt-2 space-y-3 text-sm">
        {order.payment.codRefunds.map((refund) => (
          <RefundLine key={refund.id} order={order} refund={refund} />
        ))}
      </ul>
    </section>
  );
}
