import { Trans, useLingui } from '@lingui/react/macro';
import Check from 'lucide-react/icons/check';
import Copy from 'lucide-react/icons/copy';
import MessageCircle from 'lucide-react/icons/message-circle';
import { useState } from 'react';
import { Button, buttonVariants } from '#web/components/ui/button.tsx';
import { cn } from '#web/lib/cn.ts';
import { toast } from '#web/lib/toast.ts';
import { storeShareText, storeShareUrl, whatsAppShareUrl } from '../share-link.ts';

const COPIED_MS = 2500;

/**
 * The creator's two ways to hand out their store: copy the link (utm_source=copy_link) or
 * share it on WhatsApp (utm_source=whatsapp). Both carry ref={handle}, so orders are credited
 * and the dashboard shows which one brought the visits, and both start with the ad label (decision 055).
 */
export function StoreShareActions({ handle, className }: { handle: string; className?: string }) {
  const { t } = useLingui();
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    const url = storeShareUrl(handle, 'copy_link');
    try {
      await navigator.clipboard.writeText(`${storeShareText()} ${url}`);
      setCopied(true);
      setTimeout(() => setCopied(false), COPIED_MS);
      toast({
        title: t`Link copied`,
        description: t`Paste it in your bio, stories or WhatsApp status, with the “Ad” label it starts with: you earn from what sells through it.`,
      });
    } catch {
      // No clipboard (an insecure origin, or permission refused): the link itself is the way out.
      toast({ title: t`Could not copy the link`, description: t`Copy it by hand: ${url}`, variant: 'destructive' });
    }
  };
  return (
    <div className={cn('grid gap-2 sm:flex', className)}>
      <Button size="sm" onClick={() => void copy()}>
        {copied ? <Check className="size-4" aria-hidden /> : <Copy className="size-4" aria-hidden />}
        {copied ? t`Link copied` : t`Copy link`}
      </Button>
      <a
        href={whatsAppShareUrl(storeShareText(), storeShareUrl(handle, 'whatsapp'))}
        target="_blank"
        rel="noopener noreferrer"
        className={buttonVariants({ variant: 'secondary', size: 'sm' })}
      >
        <MessageCircle className="size-4 text-[#25D366]" aria-hidden /> <Trans>Share on WhatsApp</Trans>
      </a>
    </div>
  );
}
