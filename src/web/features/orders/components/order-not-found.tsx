import SearchX from 'lucide-react/icons/search-x';
import { Link, useNavigate } from 'react-router';
import { useSession } from '#web/features/auth/public.ts';
import { FindOrderCard } from './guest-lookup-form.tsx';

/** No order to show: the link lacks an id, the order does not exist, or this visitor may not see it. */
export function OrderNotFound({ reason }: { reason: 'missing' | 'unknown' }) {
  const navigate = useNavigate();
  const session = useSession();
  return (
    <div className="space-y-6">
      <header className="text-center">
        <SearchX className="mx-auto size-12 text-text-secondary" aria-hidden />
        <h1 className="mt-3 text-3xl font-black tracking-tight">
          {reason === 'missing' ? 'Find your order' : 'We couldn’t find that order'}
        </h1>
        <p className="mt-2 text-pretty text-text-secondary">
          {reason === 'missing'
            ? 'This link does not say which order to show.'
            : 'The link may be wrong, or the order was placed on another device or with another account.'}{' '}
          Enter the order number and the mobile number it was placed with.
        </p>
      </header>
      <FindOrderCard
        onFound={(order) => void navigate(`/order?id=${encodeURIComponent(order.id)}`, { replace: true })}
      />
      <p className="text-center text-sm text-text-secondary">
        {session.data ? (
          <Link to="/orders-and-deliveries" className="font-semibold text-primary hover:underline">
            See all your orders
          </Link>
        ) : (
          <>
            Ordered while signed in?{' '}
            <Link to="/auth?next=%2Forders-and-deliveries" className="font-semibold text-primary hover:underline">
              Sign in to see your orders
            </Link>
          </>
        )}
      </p>
    </div>
  );
}
