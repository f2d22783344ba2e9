import sharp from 'sharp';
import { AppError } from './errors.ts';

const accepted = new Set(['jpeg', 'png', 'webp']);

/**
 * Turns an uploaded image into WebP at the given widths. The format is read
 * from the bytes, not the file name or the client's content type; anything but
 * JPEG, PNG or WebP is refused.
 */
export async function toWebpVariants(
  input: Uint8Array,
  widths: readonly number[],
  options: { square?: boolean; /** Crop to width ÷ height. */ aspect?: number; field: string },
): Promise<Map<number, Buffer>> {
  let format: string | undefined;
  try {
    format = (await sharp(input).metadata()).format;
  } catch {
    format = undefined;
  }
  if (!format || !accepted.has(format)) {
    throw new AppError('validation_failed', 'Upload a JPEG, PNG or WebP image.', {
      [options.field]: ['Upload a JPEG, PNG or WebP image.'],
    });
  }
  const variants = new Map<number, Buffer>();
  for (const width of widths) {
    const image = sharp(input).rotate();
    const height = options.square ? width : options.aspect ? Math.round(width / options.aspect) : undefined;
    const resized = height
      ? image.resize(width, height, { fit: 'cover', position: 'attention' })
      : image.resize({ width, withoutEnlargement: true });
    variants.set(width, await resized.webp({ quality: 82 }).toBuffer());
  }
  return variants;
}
