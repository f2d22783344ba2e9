import { Trans } from '@lingui/react/macro';
import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { SELLER_UNDERTAKING } from '#shared/contracts/onboarding.ts';
import { translateText } from '#web/lib/i18n.ts';

/**
 * The undertaking on accurate listings (decision 055), never ticked for the seller: they read it and tick it
 * themselves; its error is said under it.
 */
export function UndertakingCheck({
  error,
  ...field
}: UseFormRegisterReturn<'acceptsUndertaking'> & { error?: string }) {
  const id = useId();
  return (
    <div className="rounded-xl border border-border bg-background/40 p-4">
      <div className="flex items-start gap-3">
        <input
          id={id}
          type="checkbox"
          aria-invalid={Boolean(error)}
          aria-describedby={`${id}-text${error ? ` ${id}-error` : ''}`}
          className="mt-0.5 size-5 shrink-0 cursor-pointer accent-[var(--haat-color-primary)]"
          {...field}
        />
        <div>
          <label htmlFor={id} className="block cursor-pointer text-sm font-semibold">
            <Trans>I accept the seller’s undertaking</Trans>
          </label>
          <p id={`${id}-text`} className="mt-1 text-xs text-text-secondary">
            {translateText(SELLER_UNDERTAKING.text)}
          </p>
        </div>
      </div>
      {error ? (
        <p id={`${id}-error`} className="mt-2 text-sm text-red-300">
          {translateText(error)}
        </p>
      ) : null}
    </div>
  );
}
