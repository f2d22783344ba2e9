import { useLingui } from '@lingui/react/macro';
import ImageOff from 'lucide-react/icons/image-off';
import {
  CAROUSEL_HEIGHT_PX,
  CAROUSEL_THUMB_PX,
  CAROUSEL_TRACK_PX,
  POPUP_IMAGE_BOX_PX,
  POPUP_PHOTO_SIZES,
} from '#shared/constants.ts';
import type { Product } from '#shared/contracts/catalog.ts';
import { cn } from '#web/lib/cn.ts';
import { useCarousel } from './use-carousel.ts';

type CarouselImage = Pick<Product['images'][number], 'id' | 'url' | 'srcset' | 'alt'>;

/**
 * The product popup's photos: one photo at a time under a category badge. While hovered
 * and playing it moves on every 4 s; with more than one photo a small slider picks one
 * by dragging, clicking or the arrow keys. Key it by product so a new product starts
 * on its first photo.
 */
export function ProductCarousel({
  images,
  categoryLabel,
  playing,
  productName,
}: {
  images: CarouselImage[];
  categoryLabel: string;
  /** The popup's play/pause toggle: auto-advance only runs while true. */
  playing: boolean;
  productName: string;
}) {
  const { t } = useLingui();
  const count = images.length;
  const { index, dragging, trackRef, rootProps, trackProps, thumbProps } = useCarousel(count, playing);
  const image = images[index];
  const position = index + 1;
  const thumbLeft = count > 1 ? (index / (count - 1)) * (CAROUSEL_TRACK_PX - CAROUSEL_THUMB_PX) : 0;

  return (
    <section
      aria-roledescription="carousel"
      aria-label={t`Photos of ${productName}`}
      className="relative w-full overflow-hidden rounded-card bg-muted"
      style={{ height: POPUP_IMAGE_BOX_PX }}
      {...rootProps}
    >
      {image ? (
        <img
          key={image.id}
          src={image.url}
          srcSet={image.srcset}
          sizes={POPUP_PHOTO_SIZES}
          alt={image.alt || productName}
          // The photo a product link lands on is its page's largest paint (decision 075).
          fetchPriority="high"
          draggable={false}
          className="size-full object-cover"
        />
      ) : (
        <div
          role="img"
          aria-label={t`No photo yet`}
          className="flex size-full items-center justify-center text-text-secondary"
        >
          <ImageOff className="size-10" aria-hidden />
        </div>
      )}

      <span className="absolute top-3 left-3 max-w-[60%] truncate rounded-full bg-background/75 px-2.5 py-1 text-xs font-medium text-text shadow-sm backdrop-blur-sm">
        {categoryLabel}
      </span>

      {count > 1 ? (
        <div className="absolute bottom-4 left-1/2 -translate-x-1/2 rounded-full bg-black/40 px-3 py-2.5 backdrop-blur-sm">
          <div
            ref={trackRef}
            role="slider"
            tabIndex={0}
            aria-label={t`Photo of ${productName}`}
            aria-valuemin={1}
            aria-valuemax={count}
            aria-valuenow={index + 1}
            aria-valuetext={t`Photo ${position} of ${count}`}
            // The ::before layers widen the 6px bar into a finger-sized target.
            className="relative cursor-pointer touch-none rounded-full bg-white/40 outline-none before:absolute before:inset-x-0 before:-inset-y-2.5 focus-visible:ring-2 focus-visible:ring-primary focus-visible:ring-offset-4 focus-visible:ring-offset-black/40"
            style={{ width: CAROUSEL_TRACK_PX, height: CAROUSEL_HEIGHT_PX }}
            {...trackProps}
          >
            <div
              data-testid="carousel-thumb"
              className={cn(
                'absolute top-0 touch-none rounded-full bg-primary shadow-sm before:absolute before:inset-x-0 before:-inset-y-2.5',
                dragging ? 'cursor-grabbing' : 'cursor-grab motion-safe:transition-[left] motion-safe:duration-200',
              )}
              style={{ left: thumbLeft, width: CAROUSEL_THUMB_PX, height: CAROUSEL_HEIGHT_PX }}
              {...thumbProps}
            />
          </div>
        </div>
      ) : null}
    </section>
  );
}
