import { Trans, useLingui } from '@lingui/react/macro';
import Copy from 'lucide-react/icons/copy';
import type { Campaign } from '#shared/contracts/campaigns.ts';
import { Button } from '#web/components/ui/button.tsx';
import { failureToast, toast } from '#web/lib/toast.ts';
import { campaignCaption } from '../campaign-caption.ts';

/** The caption the creator's post starts with, its disclosure first, ready to copy (decision 055). */
export function CampaignCaptionBox({ collab }: { collab: Campaign }) {
  const { t } = useLingui();
  const caption = campaignCaption(collab);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(caption);
      toast({ title: t`Caption copied`, description: caption });
    } catch (error) {
      failureToast(t`Could not copy the caption`, error);
    }
  };
  return (
    <div className="rounded-xl border border-border bg-background/40 p-3 text-sm">
      <p className="text-xs font-semibold text-text-secondary">
        <Trans>Start your post with</Trans>
      </p>
      <p className="mt-1 font-medium break-words" data-testid="campaign-caption">
        {caption}
      </p>
      <p className="mt-1 text-xs text-text-secondary">
        <Trans>The label up front tells your followers what the brand gives you, as the advertising code asks.</Trans>
      </p>
      <Button size="sm" variant="secondary" className="mt-2" onClick={() => void copy()}>
        <Copy className="size-4" aria-hidden /> <Trans>Copy caption</Trans>
      </Button>
    </div>
  );
}
