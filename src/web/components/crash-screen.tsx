import { Trans } from '@lingui/react/macro';
import RotateCcw from 'lucide-react/icons/rotate-ccw';
import { Link } from 'react-router';
import { Button, buttonVariants } from './ui/button.tsx';

interface CrashScreenProps {
  title: string;
  message: string;
  retryLabel: string;
  onRetry: () => void;
}

/** What an error boundary shows: what happened, a retry, and a way home. */
export function CrashScreen({ title, message, retryLabel, onRetry }: CrashScreenProps) {
  return (
    <section role="alert" className="mx-auto flex max-w-md flex-col items-center px-5 py-20 text-center">
      <h1 className="text-2xl font-bold">{title}</h1>
      <p className="mt-3 text-text-secondary">{message}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button onClick={onRetry}>
          <RotateCcw className="size-4" aria-hidden /> {retryLabel}
        </Button>
        <Link to="/" className={buttonVariants({ variant: 'secondary' })}>
          <Trans>Go home</Trans>
        </Link>
      </div>
    </section>
  );
}
