import type { ImgHTMLAttributes } from 'react';
import { cn } from '#web/lib/cn.ts';

interface AvatarProps
  extends Pick<ImgHTMLAttributes<HTMLImageElement>, 'alt' | 'width' | 'height' | 'loading' | 'decoding'> {
  /** The photo, if there is one. */
  url: string | null | undefined;
  /** Whose it is: without a photo, its first letter (a whole character, an emoji too) stands in, white on the theme's gradient. */
  name: string;
  /** What stands in for a name with no letters. */
  noName?: string;
  /** Size, ring and letter size: the photo and the letter both wear them. */
  className?: string;
  /** What only the photo wears (a border the gradient does not need). */
  imageClassName?: string;
}

/** A store's or person's round photo, or the first letter of their name. */
export function Avatar({ url, name, noName = '', className, imageClassName, alt = '', ...image }: AvatarProps) {
  if (url)
    return (
      <img src={url} alt={alt} {...image} className={cn('rounded-full object-cover', className, imageClassName)} />
    );
  return (
    <span
      aria-hidden
      className={cn(
        'flex items-center justify-center rounded-full bg-gradient-primary font-black text-white uppercase',
        className,
      )}
    >
      {Array.from(name.trim())[0] ?? noName}
    </span>
  );
}
