import ImageOff from 'lucide-react/icons/image-off';
import type { ImgHTMLAttributes } from 'react';
import { cn } from '#web/lib/cn.ts';

/** The box of each size, the width its photo is drawn at (its `sizes`) and the "no photo" icon in it. */
const SIZES = {
  /** A seller's order line. */
  sm: { box: 'size-14 shrink-0 rounded-xl', sizes: '56px', icon: 'size-5' },
  /** A row of a seller's or creator's product list. */
  md: { box: 'size-16 shrink-0 rounded-xl', sizes: '64px', icon: 'size-5' },
  /** A row of the bag, an order or a list. */
  lg: { box: 'size-20 shrink-0 rounded-lg', sizes: '80px', icon: 'size-6' },
  /** A square tile as wide as its column of a grid. */
  tile: { box: 'aspect-square', sizes: '200px', icon: 'size-6' },
  /** The photo of a product tile (`ProductCard`), a column of a grid of two to four. */
  card: { box: 'aspect-square', sizes: '(min-width: 1024px) 240px, (min-width: 640px) 33vw, 50vw', icon: 'size-8' },
} as const;

export type ProductThumbnailSize = keyof typeof SIZES;

interface ProductThumbnailProps
  extends Pick<ImgHTMLAttributes<HTMLImageElement>, 'loading' | 'fetchPriority' | 'decoding'> {
  image: { url: string; srcset?: string | undefined } | null | undefined;
  size: ProductThumbnailSize;
  /** The photo's text; decorative (empty) where the product's name stands next to it. */
  alt?: string;
  /** The "no photo" icon's name for screen readers; without one it is hidden from them. */
  emptyLabel?: string | undefined;
  /** Whether a product without a photo shows the "no photo" icon, or only the muted box. */
  emptyIcon?: boolean;
  className?: string;
  imageClassName?: string;
}

/** A product's photo in a muted box of a fixed size or shape, or an icon saying there is none. */
export function ProductThumbnail({
  image,
  size,
  alt = '',
  emptyLabel,
  emptyIcon = true,
  loading = 'lazy',
  className,
  imageClassName,
  ...imageProps
}: ProductThumbnailProps) {
  const look = SIZES[size];
  return (
    <span
      className={cn(
        'flex items-center justify-center overflow-hidden bg-muted text-text-secondary',
        look.box,
        className,
      )}
    >
      {image ? (
        <img
          src={image.url}
          srcSet={image.srcset}
          sizes={look.sizes}
          alt={alt}
          loading={loading}
          {...imageProps}
          className={cn('size-full object-cover', imageClassName)}
        />
      ) : emptyIcon ? (
        <ImageOff className={look.icon} aria-label={emptyLabel} aria-hidden={emptyLabel ? undefined : true} />
      ) : null}
    </span>
  );
}
