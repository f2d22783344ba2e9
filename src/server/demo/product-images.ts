import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import type { productImages } from '../features/catalog/catalog.schema.ts';
import type { MediaStorage } from '../lib/media-storage.ts';
import { chooseProductArt } from './product-art.ts';
import { artPalette, hslToHex } from './product-art-kit.ts';
import { createRandom, hashSeed } from '#shared/random.ts';

/** Every product photo is stored at these widths, square, as WebP. */
export const productImageWidths = [320, 640, 1080] as const;
const renderSize = 1080;

export type NewProductImage = typeof productImages.$inferInsert;

export interface ProductImageSubject {
  id: string;
  name: string;
  category: string;
}

const backdropNames: ReadonlyArray<readonly [number, string]> = [
  [15, 'rose'],
  [40, 'peach'],
  [65, 'sand'],
  [95, 'pistachio'],
  [150, 'mint'],
  [190, 'aqua'],
  [225, 'sky-blue'],
  [255, 'periwinkle'],
  [285, 'lavender'],
  [320, 'lilac'],
  [345, 'pink'],
  [360, 'rose'],
];

function backdropName(hue: number): string {
  const normalised = ((hue % 360) + 360) % 360;
  return backdropNames.find(([limit]) => normalised < limit)?.[1] ?? 'rose';
}

/**
 * A studio-style product photo as SVG: a soft two-tone sweep with a glow
 * behind the object and a contact shadow under it. Position 0 is the full
 * view; later positions are tilted close-ups on a shifted backdrop, so a
 * gallery does not show the same picture twice.
 */
export function productImageSvg(subject: ProductImageSubject, position: number): { svg: string; alt: string } {
  const seed = hashSeed(`${subject.category}:${subject.name}`);
  const random = createRandom(seed + position);
  const art = chooseProductArt(subject.category, subject.name, seed);
  const hue = (seed % 360) + position * 35;
  const palette = artPalette(seed % 360);
  const wallTop = hslToHex(hue, 48, 94);
  const wallBottom = hslToHex(hue + 12, 42, 84);
  const floorTop = hslToHex(hue + 12, 36, 80);
  const floorBottom = hslToHex(hue + 20, 34, 72);
  const glowX = 420 + random.int(0, 160);
  const horizon = 660 + random.int(0, 40);
  const bokeh = Array.from({ length: 4 }, () => {
    const x = random.pick([random.int(60, 260), random.int(740, 940)]);
    return `<circle cx="${x}" cy="${random.int(80, 520)}" r="${random.int(24, 70)}" fill="#ffffff" fill-opacity="0.${random.int(18, 35)}"/>`;
  }).join('');
  const closeUp = position > 0;
  const tilt = position % 2 === 1 ? -7 : 6;
  const artTransform = closeUp
    ? `translate(500 540) rotate(${tilt}) scale(1.3) translate(-500 -520)`
    : 'translate(500 520) scale(0.94) translate(-500 -520)';
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${renderSize}" height="${renderSize}" viewBox="0 0 1000 1000">
<defs>
<linearGradient id="wall" x1="0" y1="0" x2="0.3" y2="1"><stop offset="0" stop-color="${wallTop}"/><stop offset="1" stop-color="${wallBottom}"/></linearGradient>
<linearGradient id="floor" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${floorTop}"/><stop offset="1" stop-color="${floorBottom}"/></linearGradient>
<radialGradient id="glow" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#ffffff" stop-opacity="0.85"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient>
<radialGradient id="shadow" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#000000" stop-opacity="0.3"/><stop offset="1" stop-color="#000000" stop-opacity="0"/></radialGradient>
<linearGradient id="sheen" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#ffffff" stop-opacity="0"/><stop offset="0.28" stop-color="#ffffff" stop-opacity="0.3"/><stop offset="0.55" stop-color="#ffffff" stop-opacity="0"/><stop offset="1" stop-color="#000000" stop-opacity="0.2"/></linearGradient>
<linearGradient id="screen" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${palette.main}"/><stop offset="1" stop-color="${palette.mainLight}"/></linearGradient>
</defs>
<rect width="1000" height="1000" fill="url(#wall)"/>
${bokeh}
<path d="M0 ${horizon} C300 ${horizon - 30} 700 ${horizon - 30} 1000 ${horizon} L1000 1000 L0 1000 Z" fill="url(#floor)"/>
<circle cx="${glowX}" cy="470" r="${closeUp ? 480 : 400}" fill="url(#glow)"/>
${closeUp ? '' : '<ellipse cx="500" cy="826" rx="300" ry="44" fill="url(#shadow)"/>'}
<g transform="${artTransform}">${art.draw(palette)}</g>
</svg>`;
  const backdrop = backdropName(hue);
  const alt = closeUp
    ? `${subject.name}: close-up of the ${art.label} on a ${backdrop} backdrop`
    : `${subject.name}: ${art.label} on a ${backdrop} studio backdrop`;
  return { svg, alt };
}

/** Rasterises once at full size and scales down from the pixels, the costly step being the SVG. */
export async function renderProductImage(svg: string): Promise<Map<number, Buffer>> {
  const { data, info } = await sharp(Buffer.from(svg)).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
  const files = await Promise.all(
    productImageWidths.map(async (width) => {
      let pipeline = sharp(data, raw);
      if (width !== info.width) pipeline = pipeline.resize(width, width);
      // effort 2 is several times faster than the default and barely larger.
      const file = await pipeline.webp({ quality: 80, effort: 2 }).toBuffer();
      return [width, file] as const;
    }),
  );
  return new Map(files);
}

export function productImageFileKey(storageKey: string, width: number): string {
  return `${storageKey}-${width}.webp`;
}

/**
 * Draws, renders and stores one product photo and returns the product_images
 * row to insert, so callers can write files before opening a transaction.
 */
export async function storeProductImage(
  media: MediaStorage,
  subject: ProductImageSubject,
  position: number,
): Promise<NewProductImage> {
  const { svg, alt } = productImageSvg(subject, position);
  const files = await renderProductImage(svg);
  // A fresh suffix per upload, so a replaced image never hits a stale cache.
  const storageKey = `products/${subject.id}/${position}-${randomBytes(4).toString('hex')}`;
  await Promise.all([...files].map(([width, file]) => media.put(productImageFileKey(storageKey, width), file)));
  return { productId: subject.id, position, storageKey, widths: [...productImageWidths], alt };
}

/** Runs the tasks with at most `limit` in flight; image work is CPU-bound. */
export async function mapWithConcurrency<T, R>(
  items: readonly T[],
  limit: number,
  task: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results: R[] = [];
  let nextIndex = 0;
  const worker = async () => {
    while (nextIndex < items.length) {
      const index = nextIndex;
      nextIndex += 1;
      results[index] = await task(items[index] as T, index);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, worker));
  return results;
}
