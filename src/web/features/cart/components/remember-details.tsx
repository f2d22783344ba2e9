import { Trans } from '@lingui/react/macro';
import Smartphone from 'lucide-react/icons/smartphone';
import { useId } from 'react';

/**
 * The guest's choice to keep their details on this device for the next checkout: unticked until they tick it
 * (ticked when the details came from there, so unticking forgets them with this order).
 */
export function RememberDetailsCheckbox({
  checked,
  onChange,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const id = useId();
  const hintId = `${id}-hint`;
  return (
    <div className="mt-5 flex items-start gap-3 border-t border-border pt-4">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        aria-describedby={hintId}
        className="mt-0.5 size-5 shrink-0 cursor-pointer accent-[var(--haat-color-primary)]"
      />
      <div>
        <label htmlFor={id} className="block cursor-pointer text-sm font-medium">
          <Trans>Remember my details on this device</Trans>
        </label>
        <p id={hintId} className="mt-0.5 text-xs text-text-secondary">
          <Trans>
            Kept only in this browser, so your next checkout is filled in. Leave it unticked on a shared phone.
          </Trans>
        </p>
      </div>
    </div>
  );
}

/**
 * Says the form was filled in from this device, with "Not you? Clear" to forget them (a shared phone); once cleared,
 * says so in the same place, where a screen reader hears it.
 */
export function RememberedNotice({ cleared, onClear }: { cleared: boolean; onClear: () => void }) {
  const noteId = useId();
  return (
    <div role="status" className="mb-4 empty:hidden">
      {cleared ? (
        <p className="rounded-lg bg-muted px-3 py-2 text-sm text-text-secondary">
          <Trans>Your details are forgotten on this device.</Trans>
        </p>
      ) : (
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1 rounded-lg bg-primary/10 px-3 py-2 text-sm">
          <Smartphone className="size-4 shrink-0 text-primary" aria-hidden />
          <span id={noteId} className="min-w-0 flex-1">
            <Trans>Filled in with the details remembered on this device.</Trans>
          </span>
          <button
            type="button"
            onClick={onClear}
            aria-describedby={noteId}
            className="min-h-9 rounded-md px-1 font-semibold text-primary underline underline-offset-2 hover:text-text focus-visible:outline-2 focus-visible:outline-primary"
          >
            <Trans>Not you? Clear</Trans>
          </button>
        </p>
      )}
    </div>
  );
}
