import { Trans, useLingui } from '@lingui/react/macro';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { LoadingScreen } from '#web/components/loading-screen.tsx';
import { useSession } from '#web/features/auth/public.ts';
import { type CartLine, cartStore } from '../cart-store.ts';
import { quoteQueryOptions } from '../quote-query.ts';
import { bagRows } from '../bag-rows.ts';
import { usePlaceOrder } from '../use-place-order.ts';
import { BagSection } from './bag-section.tsx';
import { CheckoutForm, type Paying } from './checkout-form.tsx';
import { EmptyBag } from './empty-bag.tsx';
import { OrderSummaryCard } from './order-summary-card.tsx';

const FORM_ID = 'checkout-form';

function Checkout({ lines, onPlaced }: { lines: CartLine[]; onPlaced: () => void }) {
  const { t } = useLingui();
  const session = useSession();
  const quote = useQuery({
    ...quoteQueryOptions(lines.map(({ listingId, quantity }) => ({ listingId, quantity }))),
    placeholderData: keepPreviousData,
  });
  const current = !quote.isPlaceholderData && !quote.isFetching;
  const rows = bagRows(lines, quote.data, current);
  const { place, placing, lineErrors } = usePlaceOrder({ lines, rows, quote: quote.data, onPlaced });
  const user = session.data?.user;
  const [paying, setPaying] = useState<Paying>({ method: 'cod', codFeePaise: 0 });

  return (
    <div className="mt-6 grid gap-5 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-8">
      <div className="min-w-0 space-y-5">
        <BagSection rows={rows} lineErrors={lineErrors} />
        {session.isPending ? (
          <LoadingScreen variant="inline" label={t`Checking your account`} />
        ) : (
          <CheckoutForm
            id={FORM_ID}
            defaults={{ name: user?.name ?? '', email: user?.email ?? '' }}
            guest={!user}
            onPlace={place}
            totalPaise={quote.data?.summary.totalPaise ?? null}
            onPaying={setPaying}
          />
        )}
      </div>
      <OrderSummaryCard
        formId={FORM_ID}
        quote={quote.data}
        itemCount={lines.reduce((total, line) => total + line.quantity, 0)}
        updating={quote.isFetching}
        failed={quote.isError && !quote.data}
        onRetry={() => void quote.refetch()}
        needsChange={rows.some((row) => row.problem)}
        placing={placing}
        paying={paying}
      />
    </div>
  );
}

/** /checkout: the bag, contact and address, cash on delivery, and the summary with Place order. */
export function CheckoutScreen() {
  const { t } = useLingui();
  const lines = cartStore.useStore();
  // Set just before the placed lines leave the cart, so the empty bag does not flash on the way to the order.
  const [placed, setPlaced] = useState(false);
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-5 sm:py-10">
      <h1 className="text-3xl font-black tracking-tight">
        <Trans>Checkout</Trans>
      </h1>
      {placed ? (
        <LoadingScreen variant="inline" label={t`Opening your order`} />
      ) : lines.length === 0 ? (
        <EmptyBag />
      ) : (
        <Checkout lines={lines} onPlaced={() => setPlaced(true)} />
      )}
    </div>
  );
}
