import { randomBytes } from 'node:crypto';
import type { Metadata } from 'sharp';
import { AppError, type Phrase, phrase } from './errors.ts';
import type { MediaStorage } from './media-storage.ts';

const accepted = new Set(['jpeg', 'png', 'webp']);

/**
 * The most pixels an upload may have, read from its header before anything is decoded. A PNG of one colour
 * compresses to almost nothing, so the byte limit says little about the size in memory: a 16000 × 16000
 * one of a few hundred KB decodes to 768 MB, and three at once took the server near 1 GB. 65 megapixels
 * still takes every full-resolution photo of the 48, 50 and 64 MP phone cameras sellers use (the largest,
 * 9248 × 6944, is 64.2 MP); a 108 or 200 MP photo is refused, and those rarely fit under 10 MB anyway.
 */
export const MAX_IMAGE_PIXELS = 65_000_000;
/**
 * How much longer than wide (or wider than long) an upload may be. Cropping a thin strip to a square or a
 * 3:1 banner first scales it up until the short side fills the crop (an 8000 × 8 strip to a 1080 px square
 * is a billion pixels), and a tall strip resized to a product width is higher than WebP allows (16383 px).
 */
export const MAX_IMAGE_ASPECT = 10;

function refuse(field: string, message: string | Phrase): never {
  throw new AppError('validation_failed', message, { fields: { [field]: [message] } });
}

/**
 * Turns an uploaded image into WebP at the given widths. The format is read
 * from the bytes, not the file name or the client's content type; anything but
 * JPEG, PNG or WebP is refused, and so is an image too large in pixels.
 */
async function toWebpVariants(
  input: Uint8Array,
  widths: readonly number[],
  options: { square?: boolean /** Crop to width ÷ height. */; aspect?: number; field: string },
): Promise<Map<number, Buffer>> {
  // sharp (libvips) loads with the first image a process takes: some 10 MB a server needs only for uploads.
  const { default: sharp } = await import('sharp');
  let header: Metadata | undefined;
  try {
    // Reads the header only; nothing is decoded yet, whatever the dimensions say.
    header = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    header = undefined;
  }
  if (!header?.format || !accepted.has(header.format))
    refuse(options.field, /*i18n*/ 'Upload a JPEG, PNG or WebP image.');
  const { width: wide = 0, height: high = 0 } = header;
  if (wide * high > MAX_IMAGE_PIXELS) {
    refuse(
      options.field,
      phrase(
        /*i18n*/ 'The image is too large in pixels ({wide} × {high}, {megapixels} megapixels). Upload one of at most {max} megapixels.',
        { wide, high, megapixels: Math.round((wide * high) / 1e6), max: MAX_IMAGE_PIXELS / 1e6 },
      ),
    );
  }
  if (Math.max(wide, high) > MAX_IMAGE_ASPECT * Math.max(1, Math.min(wide, high))) {
    refuse(
      options.field,
      phrase(
        /*i18n*/ 'The image is too long and narrow ({wide} × {high}). Upload one at most {max} times as long as it is wide.',
        { wide, high, max: MAX_IMAGE_ASPECT },
      ),
    );
  }
  const variants = new Map<number, Buffer>();
  for (const width of widths) {
    // The same cap again as libvips sees it, should a header and the image disagree.
    const image = sharp(input, { limitInputPixels: MAX_IMAGE_PIXELS }).rotate();
    const height = options.square ? width : options.aspect ? Math.round(width / options.aspect) : undefined;
    const resized = height
      ? image.resize(width, height, { fit: 'cover', position: 'attention' })
      : image.resize({ width, withoutEnlargement: true });
    try {
      variants.set(width, await resized.webp({ quality: 82 }).toBuffer());
    } catch (error) {
      if (error instanceof Error && /pixel limit/i.test(error.message))
        refuse(
          options.field,
          phrase(/*i18n*/ 'The image is too large in pixels. Upload one of at most {max} megapixels.', {
            max: MAX_IMAGE_PIXELS / 1e6,
          }),
        );
      throw error;
    }
  }
  return variants;
}

/**
 * How every upload is kept: converted by toWebpVariants and written through
 * MediaStorage as `{key}-{width}.webp` under a new key in `folder`, so a URL
 * never changes content. The key and the widths written are for the caller's row.
 */
export async function storeWebpImage(
  media: MediaStorage,
  folder: string,
  input: Uint8Array,
  widths: readonly number[],
  options: Parameters<typeof toWebpVariants>[2],
): Promise<{ key: string; widths: number[] }> {
  const variants = await toWebpVariants(input, widths, options);
  const key = `${folder}/${randomBytes(6).toString('hex')}`;
  for (const [width, bytes] of variants) await media.put(`${key}-${width}.webp`, bytes);
  return { key, widths: [...variants.keys()] };
}
