import { useLingui } from '@lingui/react/macro';
import type { Campaign } from '#shared/contracts/campaigns.ts';
import { cn } from '#web/lib/cn.ts';

interface CampaignBannerProps {
  campaign: Pick<Campaign, 'banner' | 'bannerSrcset' | 'brand' | 'title'>;
  /** A chosen file's preview, shown instead of the saved banner. */
  previewUrl?: string | null;
  sizes?: string;
  className?: string;
}

/** A campaign's 3:1 banner, or a gradient with the brand's initial until one is uploaded. */
export function CampaignBanner({
  campaign,
  previewUrl = null,
  sizes = '(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw',
  className,
}: CampaignBannerProps) {
  const { t } = useLingui();
  const src = previewUrl ?? campaign.banner;
  if (src) {
    const title = campaign.title || t`the campaign`;
    const brand = campaign.brand || t`the brand`;
    return (
      <img
        src={src}
        srcSet={previewUrl ? undefined : (campaign.bannerSrcset ?? undefined)}
        sizes={sizes}
        alt={t`Banner of ${title} by ${brand}`}
        loading="lazy"
        decoding="async"
        className={cn('aspect-[3/1] w-full bg-muted object-cover', className)}
      />
    );
  }
  const initial = campaign.brand.trim().charAt(0).toUpperCase() || '#';
  return (
    <div
      aria-hidden
      className={cn('@container flex aspect-[3/1] w-full items-center justify-center bg-gradient-primary', className)}
    >
      {/* Sized by the banner's width, so a thumbnail's initial fits as well as a card's. */}
      <span className="text-[14cqw] leading-none font-black text-white/90 drop-shadow-sm">{initial}</span>
    </div>
  );
}
