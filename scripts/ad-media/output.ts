import { mkdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

export const outDir = 'public/ads';
const previewDir = process.env.PREVIEW_DIR;

export async function writeChecked(file: string, data: Buffer): Promise<void> {
  writeFileSync(file, data);
  const meta = await sharp(file, { animated: true }).metadata();
  const frames = meta.pages ?? 1;
  process.stdout.write(
    `${file}: ${meta.width}×${meta.pageHeight ?? meta.height}, ${frames} frame${frames === 1 ? '' : 's'}, ${(statSync(file).size / 1024).toFixed(1)} KB\n`,
  );
}

export async function preview(name: string, svg: string): Promise<void> {
  if (!previewDir) return;
  mkdirSync(previewDir, { recursive: true });
  await sharp(Buffer.from(svg))
    .png()
    .toFile(path.join(previewDir, `${name}.png`));
}
