import { Trans, useLingui } from '@lingui/react/macro';
import Trash2 from 'lucide-react/icons/trash';
import { useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import type { Listing } from '#shared/contracts/catalog.ts';
import { Button, buttonVariants } from '#web/components/ui/button.tsx';
import { failureToast, toast } from '#web/lib/toast.ts';
import { useRemoveListing } from '../api/sourcing.ts';
import { softDisabled } from '../soft-disabled.ts';

/** Remove, then "Remove? Yes / Cancel" in its place; focus follows the question and comes back. */
export function RemoveControl({ listing, onRemoved }: { listing: Listing; onRemoved: () => void }) {
  const { t } = useLingui();
  const [confirming, setConfirming] = useState(false);
  const remove = useRemoveListing();
  const removeRef = useRef<HTMLButtonElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const name = listing.product.name;

  const ask = (open: boolean) => {
    flushSync(() => setConfirming(open));
    (open ? cancelRef : removeRef).current?.focus();
  };
  const confirm = async () => {
    try {
      await remove.mutateAsync(listing.id);
      toast({ title: t`Removed from your store`, description: name });
      onRemoved();
    } catch (error) {
      failureToast(t`Not removed`, error);
    }
  };

  if (!confirming) {
    return (
      <button
        ref={removeRef}
        type="button"
        className={buttonVariants({ variant: 'ghost', size: 'sm' })}
        onClick={() => ask(true)}
        aria-label={t`Remove ${name}`}
      >
        <Trash2 className="size-4" aria-hidden /> <Trans>Remove</Trans>
      </button>
    );
  }
  return (
    <div
      role="group"
      aria-label={t`Remove ${name}?`}
      className="flex items-center gap-2"
      onKeyDown={(event) => event.key === 'Escape' && ask(false)}
    >
      <span className="text-sm font-semibold">
        <Trans>Remove?</Trans>
      </span>
      <Button
        variant="destructive"
        size="sm"
        aria-disabled={remove.isPending}
        className={softDisabled}
        onClick={() => !remove.isPending && void confirm()}
      >
        {remove.isPending ? t`Removing…` : t`Yes`}
      </Button>
      <button
        ref={cancelRef}
        type="button"
        className={buttonVariants({ variant: 'secondary', size: 'sm' })}
        onClick={() => ask(false)}
      >
        <Trans>Cancel</Trans>
      </button>
    </div>
  );
}
