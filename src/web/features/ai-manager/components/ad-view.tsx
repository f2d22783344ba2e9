import { useLingui } from '@lingui/react/macro';
import Megaphone from 'lucide-react/icons/megaphone';
import { Link } from 'react-router';
import type { Advertisement } from '#shared/contracts/ai-manager.ts';
import { cn } from '#web/lib/cn.ts';

/** The advertisement view: one ad at a time (image, GIF or video), with its place in the rotation. */
export function AdView({
  ads,
  index,
  onNavigate,
}: {
  ads: readonly Advertisement[];
  index: number;
  onNavigate: () => void;
}) {
  const { t } = useLingui();
  const ad = ads[index];
  if (!ad) return null;
  const position = index + 1;
  const total = ads.length;
  const altText = ad.altText;
  return (
    <div className="flex flex-1 flex-col gap-3 p-4" data-testid="ai-ad-view">
      <p className="flex items-center gap-1.5 text-xs font-medium tracking-wide text-text-secondary uppercase">
        <Megaphone className="size-3.5" aria-hidden /> {ad.sponsored ? t`Ad · Sponsored campaign` : t`Ad · From Haat`}
      </p>
      <Link
        to={ad.link}
        onClick={onNavigate}
        className="group relative block flex-1 overflow-hidden rounded-xl border border-border bg-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
        data-ad-id={ad.id}
        aria-label={t`Ad: ${altText}`}
      >
        {ad.type === 'video' ? (
          <video
            key={ad.id}
            src={ad.url}
            poster={ad.posterUrl ?? undefined}
            autoPlay
            muted
            loop
            playsInline
            aria-hidden
            className="size-full object-cover"
          />
        ) : (
          <img
            key={ad.id}
            src={ad.url}
            alt={ad.altText}
            className={cn('size-full', ad.sponsored ? 'object-contain' : 'object-cover')}
          />
        )}
        {ad.sponsored ? (
          <span className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-black/85 to-transparent p-3 pt-10 text-white">
            <span className="block text-xs opacity-80">{ad.sponsored.brand}</span>
            <span className="block font-semibold">{ad.sponsored.title}</span>
            <span className="block text-sm">{ad.sponsored.payout}</span>
          </span>
        ) : null}
      </Link>
      <div className="flex justify-center gap-1.5" aria-hidden>
        {ads.map((item, dot) => (
          <span
            key={item.id}
            className={cn('h-1.5 rounded-full transition-all', dot === index ? 'w-4 bg-primary' : 'w-1.5 bg-border')}
          />
        ))}
      </div>
      <p className="sr-only" aria-live="polite">{t`Ad ${position} of ${total}: ${altText}`}</p>
    </div>
  );
}
