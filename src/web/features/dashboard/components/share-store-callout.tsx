import { Copy, ExternalLink, Share2 } from 'lucide-react';
import { Link } from 'react-router';
import { Button, buttonVariants } from '#web/components/ui/button.tsx';
import { toast } from '#web/lib/toast.ts';
import { failureToast } from '../../auth/use-auth.ts';

async function copyStoreLink(handle: string) {
  try {
    await navigator.clipboard.writeText(`${window.location.origin}/@${handle}`);
    toast({ title: 'Store link copied', description: 'Paste it in your bio, stories or WhatsApp status.' });
  } catch (error) {
    failureToast('Could not copy the link', error);
  }
}

/** The empty state of a creator with no sales: the next step is sharing the store. */
export function ShareStoreCallout({ handle }: { handle: string }) {
  return (
    <div className="flex flex-col gap-4 rounded-card border border-dashed border-border bg-surface/60 p-5 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex items-start gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-gradient-primary text-white">
          <Share2 className="size-5" aria-hidden />
        </span>
        <div>
          <p className="font-semibold">No sales yet — share your store link</p>
          <p className="mt-0.5 text-sm text-text-secondary">Buyers who order through /@{handle} show up here with your earnings.</p>
        </div>
      </div>
      <div className="flex gap-2">
        <Button size="sm" onClick={() => void copyStoreLink(handle)}>
          <Copy className="size-4" aria-hidden /> Copy link
        </Button>
        <Link to={`/@${handle}`} className={buttonVariants({ variant: 'secondary', size: 'sm' })}>
          <ExternalLink className="size-4" aria-hidden /> Open store
        </Link>
      </div>
    </div>
  );
}
