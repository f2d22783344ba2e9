import { Trans } from '@lingui/react/macro';
import Compass from 'lucide-react/icons/compass';
import { Link } from 'react-router';
import { buttonVariants } from '#web/components/ui/button.tsx';

export function NotFoundRoute() {
  return (
    <section
      className="mx-auto flex min-h-[70dvh] w-full max-w-lg flex-col items-center justify-center px-5 py-16 text-center"
      aria-labelledby="not-found-title"
    >
      <p className="text-8xl font-black tracking-tighter text-gradient-primary sm:text-9xl" aria-hidden>
        404
      </p>
      <h1 id="not-found-title" className="mt-4 text-2xl font-bold sm:text-3xl">
        <Trans>This stall isn't in the haat</Trans>
      </h1>
      <p className="mt-3 text-text-secondary">
        <Trans>
          The page you are looking for has moved, or never existed. Check the link, or find your way from here.
        </Trans>
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to="/" className={buttonVariants({ variant: 'primary' })}>
          <Trans>Back to home</Trans>
        </Link>
        <Link to="/shop" className={buttonVariants({ variant: 'secondary' })}>
          <Compass className="size-4" aria-hidden /> <Trans>Explore the shop</Trans>
        </Link>
      </div>
    </section>
  );
}
