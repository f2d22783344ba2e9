import { Trans, useLingui } from '@lingui/react/macro';
import RotateCw from 'lucide-react/icons/rotate-cw';
import { Button } from './ui/button.tsx';

/** A widget whose data did not load: says so and offers to try again, without taking the page down. */
export function LoadFailed({
  what,
  onRetry,
  retrying = false,
}: {
  what: string;
  onRetry: () => void;
  retrying?: boolean;
}) {
  const { t } = useLingui();
  return (
    <div
      role="alert"
      className="flex flex-col items-start gap-3 rounded-card border border-border bg-surface p-4 sm:flex-row sm:items-center sm:justify-between"
    >
      <p className="text-sm text-text-secondary">
        <Trans>{what} could not be loaded. Check your connection and try again.</Trans>
      </p>
      <Button variant="secondary" size="sm" onClick={onRetry} disabled={retrying}>
        <RotateCw className="size-4" aria-hidden /> {retrying ? t`Retrying…` : t`Try again`}
      </Button>
    </div>
  );
}
