import { Trans, useLingui } from '@lingui/react/macro';
import Smartphone from 'lucide-react/icons/smartphone';
import type { UpiPayment } from '#shared/contracts/payments.ts';
import { formatRupees } from '#shared/money.ts';
import { buttonVariants } from '#web/components/ui/button.tsx';
import { formatTime } from '#web/lib/format.ts';

/**
 * How to pay a UPI order: on a phone, a button that opens the buyer's UPI app with the intent; on a computer, the
 * same intent as a QR code to scan with their phone. The order page asks the server every few seconds, so it turns
 * placed by itself once the payment is in.
 */
export function UpiPayPanel({ upi, amountPaise }: { upi: UpiPayment; amountPaise: number }) {
  const { t } = useLingui();
  const amount = formatRupees(amountPaise);
  const until = formatTime(upi.expiresAt);
  return (
    <section
      aria-labelledby="upi-pay-title"
      className="rounded-card border-2 border-primary bg-surface p-5 text-center shadow-card sm:p-6"
    >
      <h2 id="upi-pay-title" className="text-xl font-black tracking-tight">
        <Trans>Pay {amount} by UPI</Trans>
      </h2>
      <div className="md:hidden">
        <a href={upi.intentUrl} className={buttonVariants({ size: 'lg', className: 'mt-4 w-full' })}>
          <Smartphone className="size-5" aria-hidden /> <Trans>Pay with a UPI app</Trans>
        </a>
        <p className="mt-3 text-sm text-text-secondary">
          <Trans>Your UPI app opens with the amount filled in. Approve it there, then come back here.</Trans>
        </p>
      </div>
      <div className="hidden md:block">
        <img
          src={upi.qrDataUrl}
          alt={t`UPI QR code for ${amount}`}
          width={224}
          height={224}
          className="mx-auto mt-4 size-56 rounded-card bg-white p-2"
        />
        <p className="mt-3 text-sm text-text-secondary">
          <Trans>Scan it with any UPI app on your phone and approve the payment.</Trans>
        </p>
      </div>
      <p role="status" className="mt-4 text-sm font-semibold">
        <Trans>Waiting for your payment. Your items are held until {until}.</Trans>
      </p>
    </section>
  );
}
