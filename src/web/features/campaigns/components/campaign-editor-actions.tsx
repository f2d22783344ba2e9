import { Trans, useLingui } from '@lingui/react/macro';
import type { MouseEvent } from 'react';
import { Link } from 'react-router';
import { Button, buttonVariants } from '#web/components/ui/button.tsx';
import { cn } from '#web/lib/cn.ts';
import { BOTTOM_BAR_ATTRIBUTE } from '#web/lib/floating.ts';
import { setActivePanel } from '#web/lib/ui-store.ts';

export type Intent = 'draft' | 'open' | 'save';

// On phones the bar's buttons are a little lower than the form's, so the bar stays one slim row.
const compact = 'h-10 px-3 sm:h-11 sm:px-5';

/**
 * The editor's actions. On phones a bar stuck to the bottom edge (decision 025's `data-bottom-bar`): one row, Cancel
 * on the left and the saving buttons on the right, clear of the home indicator, so the form keeps the screen; on
 * wider screens the buttons close the form. A closed campaign only leads back.
 */
export function EditorActions({
  closed,
  draftable,
  intent,
  submitting,
  onPublish,
}: {
  closed: boolean;
  /** A new campaign or a draft: saved as a draft or published; otherwise its changes are saved. */
  draftable: boolean;
  intent: Intent | null;
  submitting: boolean;
  onPublish: (event: MouseEvent<HTMLButtonElement>) => void;
}) {
  const { t } = useLingui();
  if (closed)
    return (
      <Link
        to="/dashboard"
        onClick={() => setActivePanel('campaigns')}
        className={buttonVariants({ variant: 'secondary' })}
      >
        <Trans>Back to your campaigns</Trans>
      </Link>
    );
  return (
    <div
      {...{ [BOTTOM_BAR_ATTRIBUTE]: '' }}
      className="sticky bottom-0 z-10 -mx-5 flex items-center justify-between gap-2 border-t border-border bg-background/95 px-4 pt-2 pb-[max(0.5rem,env(safe-area-inset-bottom))] backdrop-blur sm:static sm:mx-0 sm:justify-end sm:border-0 sm:bg-transparent sm:p-0 sm:backdrop-blur-none"
    >
      <Link
        to="/dashboard"
        onClick={() => setActivePanel('campaigns')}
        className={cn(buttonVariants({ variant: 'ghost' }), compact)}
      >
        <Trans>Cancel</Trans>
      </Link>
      {/* Together on the right; Cancel keeps the left on phones. */}
      <div className="flex items-center gap-2">
        {draftable ? (
          <>
            <Button type="submit" variant="secondary" disabled={submitting} className={compact}>
              {intent === 'draft' ? t`Saving…` : t`Save draft`}
            </Button>
            <Button disabled={submitting} onClick={onPublish} className={compact}>
              {intent === 'open' ? t`Publishing…` : t`Publish`}
            </Button>
          </>
        ) : (
          <Button type="submit" disabled={submitting} className={compact}>
            {intent === 'save' ? t`Saving…` : t`Save changes`}
          </Button>
        )}
      </div>
    </div>
  );
}
