import { t as translate } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQueries, useQuery } from '@tanstack/react-query';
import PackageOpen from 'lucide-react/icons/package-open';
import { Link } from 'react-router';
import { LoadFailed } from '#web/components/load-failed.tsx';
import { LoadingScreen } from '#web/components/loading-screen.tsx';
import { Button, buttonVariants } from '#web/components/ui/button.tsx';
import { toast } from '#web/lib/toast.ts';
import { useSession } from '#web/features/auth/public.ts';
import { isRefusal, myOrdersQueryOptions, orderQueryOptions } from '../api/orders.ts';
import { forgetGuestOrder, type GuestOrder, guestOrdersStore } from '../guest-orders-store.ts';
import { FindOrderCard } from './guest-lookup-form.tsx';
import { OrderCard } from './order-card.tsx';

function NoOrders({ text }: { text: string }) {
  return (
    <div className="rounded-card border border-dashed border-border p-8 text-center">
      <PackageOpen className="mx-auto size-10 text-text-secondary" aria-hidden />
      <p className="mt-3 text-text-secondary">{text}</p>
      <Link to="/shop" className={buttonVariants({ className: 'mt-5' })}>
        <Trans>Start shopping</Trans>
      </Link>
    </div>
  );
}

function AccountOrders() {
  const { t } = useLingui();
  const orders = useQuery(myOrdersQueryOptions);
  if (orders.isPending) return <LoadingScreen variant="inline" label={t`Loading your orders`} />;
  if (orders.isError)
    return <LoadFailed what={t`Your orders`} onRetry={() => void orders.refetch()} retrying={orders.isFetching} />;
  if (orders.data.items.length === 0)
    return <NoOrders text={t`No orders yet. What you order shows here, with where it is.`} />;
  return (
    <ul className="space-y-4">
      {orders.data.items.map((order) => (
        <li key={order.id}>
          <OrderCard order={order} />
        </li>
      ))}
    </ul>
  );
}

function UnavailableOrder({ entry, refused, retry }: { entry: GuestOrder; refused: boolean; retry: () => void }) {
  const { t } = useLingui();
  const { number } = entry;
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 rounded-card border border-border bg-surface p-4">
      <p className="text-sm">
        {refused ? (
          <Trans>
            <span className="font-mono font-semibold">{number}</span>{' '}
            <span className="text-text-secondary">can no longer be opened from this device.</span>
          </Trans>
        ) : (
          <Trans>
            <span className="font-mono font-semibold">{number}</span>{' '}
            <span className="text-text-secondary">could not be loaded.</span>
          </Trans>
        )}
      </p>
      {refused ? (
        <Button variant="ghost" size="sm" aria-label={t`Forget ${number}`} onClick={() => forgetGuestOrder(entry.id)}>
          <Trans>Forget it</Trans>
        </Button>
      ) : (
        <Button variant="secondary" size="sm" aria-label={t`Try loading ${number} again`} onClick={retry}>
          <Trans>Try again</Trans>
        </Button>
      )}
    </div>
  );
}

function DeviceOrders() {
  const { t } = useLingui();
  const remembered = guestOrdersStore.useStore();
  const results = useQueries({ queries: remembered.map((entry) => orderQueryOptions(entry.id)) });
  if (remembered.length === 0)
    return <NoOrders text={t`No orders on this device yet. Orders you place without signing in show here.`} />;
  return (
    <ul className="space-y-4">
      {remembered.map((entry, index) => {
        const result = results[index];
        const { number } = entry;
        return (
          <li key={entry.id}>
            {!result || result.isPending ? (
              <LoadingScreen variant="inline" label={t`Loading ${number}`} />
            ) : result.isError ? (
              <UnavailableOrder entry={entry} refused={isRefusal(result.error)} retry={() => void result.refetch()} />
            ) : (
              <OrderCard order={result.data} />
            )}
          </li>
        );
      })}
    </ul>
  );
}

function foundToast({ number }: { number: string }) {
  toast({ title: translate`Order found`, description: translate`${number} is now on this device.` });
}

function FindOrder() {
  const { t } = useLingui();
  return (
    <FindOrderCard
      intro={t`Ordered on another device? Enter its number and your mobile number to follow it here.`}
      onFound={foundToast}
    />
  );
}

/** /orders-and-deliveries: the account's orders, or a guest's orders remembered on this device. */
export function OrdersScreen() {
  const { t } = useLingui();
  const session = useSession();
  return (
    <div className="mx-auto w-full max-w-3xl space-y-6 px-4 py-8 sm:px-5 sm:py-10">
      <header>
        <h1 className="text-3xl font-black tracking-tight">
          <Trans>Orders &amp; deliveries</Trans>
        </h1>
        <p className="mt-1 text-text-secondary">
          <Trans>Every order and where each item is now.</Trans>
        </p>
      </header>
      {session.isPending ? (
        <LoadingScreen variant="inline" label={t`Checking your account`} />
      ) : session.data ? (
        <AccountOrders />
      ) : (
        <>
          <DeviceOrders />
          <FindOrder />
          <p className="text-center text-sm text-text-secondary">
            <Trans>
              Ordered while signed in?{' '}
              <Link to="/auth?next=%2Forders-and-deliveries" className="font-semibold text-primary hover:underline">
                Sign in to see those orders
              </Link>
            </Trans>
          </p>
        </>
      )}
    </div>
  );
}
