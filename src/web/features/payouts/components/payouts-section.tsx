import { PayoutMethodCard } from './payout-method-card.tsx';

/** The dashboard's Payouts tab, for creators and sellers alike: where the money goes first, then what is paid. */
export function PayoutsSection() {
  return (
    <div className="space-y-6">
      <PayoutMethodCard />
    </div>
  );
}
