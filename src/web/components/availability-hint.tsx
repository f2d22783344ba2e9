import { Trans } from '@lingui/react/macro';
import Check from 'lucide-react/icons/check';
import Loader2 from 'lucide-react/icons/loader-circle';
import X from 'lucide-react/icons/x';

/** Where a handle or address stands as it is typed (the profiles' `useAvailability`). */
export type Availability =
  | { state: 'idle' }
  | { state: 'checking' }
  | { state: 'available' }
  | { state: 'unavailable'; reason: string };

/** The live line under a handle or address field. */
export function AvailabilityHint({ availability, available }: { availability: Availability; available: string }) {
  switch (availability.state) {
    case 'idle':
      return null;
    case 'checking':
      return (
        <span className="inline-flex items-center gap-1.5 text-text-secondary">
          <Loader2 className="size-3.5 animate-spin" aria-hidden /> <Trans>Checking…</Trans>
        </span>
      );
    case 'available':
      return (
        <span className="inline-flex items-center gap-1.5 text-emerald-300">
          <Check className="size-3.5" aria-hidden /> {available}
        </span>
      );
    case 'unavailable':
      return (
        <span className="inline-flex items-center gap-1.5 text-amber-300">
          <X className="size-3.5" aria-hidden /> {availability.reason}
        </span>
      );
  }
}
