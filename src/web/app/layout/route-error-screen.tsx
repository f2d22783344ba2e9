import { RotateCcw } from 'lucide-react';
import { Link } from 'react-router';
import { Button, buttonVariants } from '#web/components/ui/button.tsx';

/** A screen crashed: say so, and offer a retry and a way home. */
export function RouteErrorScreen({ reset }: { reset: () => void }) {
  return (
    <section role="alert" className="mx-auto flex max-w-md flex-col items-center px-5 py-20 text-center">
      <h1 className="text-2xl font-bold">Something went wrong on this page</h1>
      <p className="mt-3 text-text-secondary">We have been told about it. Try again, or go back to the home page.</p>
      <div className="mt-8 flex gap-3">
        <Button onClick={reset}>
          <RotateCcw className="size-4" aria-hidden /> Try again
        </Button>
        <Link to="/" className={buttonVariants({ variant: 'secondary' })}>
          Go home
        </Link>
      </div>
    </section>
  );
}
