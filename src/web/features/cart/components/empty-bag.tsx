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
        Your bag is empty
      </h2>
      <p className="mt-2 text-pretty text-text-secondary">
        Find something you love in the stores of creators you follow.
      </p>
      <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
        <Link to="/shop" className={buttonVariants()}>
          Start shopping
        </Link>
        <Link to="/orders-and-deliveries" className={buttonVariants({ variant: 'secondary' })}>
          Your orders
        </Link>
      </div>
    </section>
  );
}
