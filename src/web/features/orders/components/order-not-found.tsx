import { Trans, useLingui } from '@lingui/react/macro';
import SearchX from 'lucide-react/icons/search-x';
import { Link, useNavigate } from 'react-router';
import { useSession } from '#web/features/auth/public.ts';
import { FindOrderCard } from './guest-lookup-form.tsx';

/** No order to show: the link lacks an id, the order does not exist, or this visitor may not see it. */
export function OrderNotFound({ reason }: { reason: 'missing' | 'unknown' }) {
  const navigate = useNavigate();
  const session = useSession();
  const { t } = useLingui();
  return (
    <div className="space-y-6">
      <header className="text-center">
        <SearchX className="mx-auto size-12 text-text-secondary" aria-hidden />
        <h1 className="mt-3 text-3xl font-black tracking-tight">
          {reason === 'missing' ? t`Find your order` : t`We couldn’t find that order`}
        </h1>
        <p className="mt-2 text-pretty text-text-secondary">
          {reason === 'missing'
            ? t`This link does not say which order to show.`
            : t`The link may be wrong, or the order was placed on another device or with another account.`}{' '}
          <Trans>Enter the order number and the mobile number it was placed with.</Trans>
        </p>
      </header>
      <FindOrderCard
        onFound={(order) => void navigate(`/order?id=${encodeURIComponent(order.id)}`, { replace: true })}
      />
      <p className="text-center text-sm text-text-secondary">
        {session.data ? (
          <Link to="/orders-and-deliveries" className="font-semibold text-primary hover:underline">
            <Trans>See all your orders</Trans>
          </Link>
        ) : (
          <Trans>
            Ordered while signed in?{' '}
            <Link to="/auth?next=%2Forders-and-deliveries" className="font-semibold text-primary hover:underline">
              Sign in to see your orders
            </Link>
          </Trans>
        )}
      </p>
    </div>
  );
}
