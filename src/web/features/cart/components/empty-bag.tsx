import { Trans } from '@lingui/react/macro';
import ShoppingBag from 'lucide-react/icons/shopping-bag';
import { Link } from 'react-router';
import { GradientIcon } from '#web/components/gradient-icon.tsx';
import { buttonVariants } from '#web/components/ui/button.tsx';

/** Checkout with nothing in the cart. */
export function EmptyBag() {
  return (
    <section
      aria-labelledby="empty-bag-title"
      className="mx-auto mt-8 max-w-md rounded-card border border-dashed border-border p-8 text-center"
    >
      <GradientIcon icon={ShoppingBag} size="lg" className="mx-auto" />
      <h2 id="empty-bag-title" className="mt-5 text-xl font-bold">
        <Trans>Your bag is empty</Trans>
      </h2>
      <p className="mt-2 text-pretty text-text-secondary">
        <Trans>Find something you love in the stores of creators you follow.</Trans>
      </p>
      <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
        <Link to="/shop" className={buttonVariants()}>
          <Trans>Start shopping</Trans>
        </Link>
        <Link to="/orders-and-deliveries" className={buttonVariants({ variant: 'secondary' })}>
          <Trans>Your orders</Trans>
        </Link>
      </div>
    </section>
  );
}
