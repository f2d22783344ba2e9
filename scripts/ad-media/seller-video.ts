// seller-onboarding.mp4 and its poster: the 5 s looping video ad (frames by sharp, encoded by ffmpeg).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { outDir, writeChecked, preview } from './output.ts';
import {
  W,
  H,
  M,
  clamp01,
  window01,
  easeOutCubic,
  easeInOutCubic,
  easeOutBack,
  f,
  text,
  svgDoc,
  brandLockup,
  pill,
} from './svg.ts';

const fps = 30;
const videoSeconds = 5;
const posterAt = 4;
const creators = [
  { initials: 'AK', from: '#f472b6', to: '#be185d', dx: -168, dy: -92 },
  { initials: 'PR', from: '#fbbf24', to: '#c2410c', dx: -196, dy: 0 },
  { initials: 'SN', from: '#34d399', to: '#047857', dx: -168, dy: 92 },
  { initials: 'RM', from: '#60a5fa', to: '#4338ca', dx: 168, dy: -92 },
  { initials: 'DV', from: '#c084fc', to: '#6d28d9', dx: 196, dy: 0 },
  { initials: 'IJ', from: '#fb7185', to: '#9f1239', dx: 168, dy: 92 },
];

/** A block-printed tote bag, centred on (0, 0), about 80 units wide. */
const toteBag = `
  <path d="M-22 -26 C -22 -52, 22 -52, 22 -26" fill="none" stroke="#7c2d12" stroke-width="5" stroke-linecap="round"/>
  <path d="M-38 -28 L 38 -28 L 44 40 Q 44 46 38 46 L -38 46 Q -44 46 -44 40 Z" fill="#fef3c7"/>
  <path d="M-38 -28 L 38 -28 L 39 -16 L -39 -16 Z" fill="#c2410c"/>
  <g fill="#be123c">${[-24, 0, 24].map((x) => `<circle cx="${x}" cy="4" r="7"/><circle cx="${x}" cy="4" r="2.5" fill="#fde68a"/>`).join('')}</g>
  <g fill="#7c3aed">${[-12, 12].map((x) => `<path d="M${x} 14 l6 8 l-6 8 l-6 -8 z"/>`).join('')}</g>
  <path d="M-42 36 L 42 36" stroke="#c2410c" stroke-width="3" stroke-dasharray="4 4"/>`;

/** One frame of the seller onboarding video at `t` seconds. */
export function sellerSvg(t: number): string {
  const fadeOut = 1 - easeInOutCubic(window01(t, 4.62, 0.34));
  const subIn = easeOutCubic(window01(t, 0.15, 0.6));
  const cardIn = window01(t, 0.6, 0.5);
  const feeIn = easeOutCubic(window01(t, 2.3, 0.5));
  const ctaIn = window01(t, 2.55, 0.5);
  const pulse = Math.sin(Math.PI * window01(t, 3.1, 0.6)) * 0.045;
  const coinsIn = window01(t, 1.7, 0.35);
  const soldCount = Math.round(1_248 * easeOutCubic(window01(t, 1.7, 2.0)));

  const cx = W / 2;
  const cy = 410;
  const cardW = 132;
  const cardH = 160;

  const lines: string[] = [];
  const avatars: string[] = [];
  const coins: string[] = [];
  const avatarDefs: string[] = [];
  creators.forEach((c, i) => {
    const ax = cx + c.dx;
    const ay = cy + c.dy;
    const draw = easeOutCubic(window01(t, 0.9 + i * 0.12, 0.4));
    const pop = window01(t, 1.05 + i * 0.12, 0.45);
    if (draw > 0) {
      lines.push(
        `<line x1="${cx}" y1="${cy}" x2="${f(cx + (ax - cx) * draw)}" y2="${f(cy + (ay - cy) * draw)}" stroke="#c4b5fd" stroke-opacity="0.55" stroke-width="3" stroke-dasharray="2 10" stroke-linecap="round"/>`,
      );
    }
    avatarDefs.push(
      `<linearGradient id="av${i}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${c.from}"/><stop offset="1" stop-color="${c.to}"/></linearGradient>`,
    );
    if (pop > 0) {
      const sc = easeOutBack(pop);
      avatars.push(`<g opacity="${f(clamp01(pop * 3))}" transform="translate(${f(ax)} ${f(ay)}) scale(${f(sc)})">
        <circle r="36" fill="url(#brand)" fill-opacity="0.35"/><circle r="31" fill="url(#av${i})" stroke="#fff" stroke-width="3"/>
        ${text(0, 9, c.initials, { size: 24, weight: 800, anchor: 'middle' })}</g>`);
    }
    if (coinsIn > 0) {
      const phase = ((t - 1.7) / 1.15 + i * 0.29 + 1) % 1;
      const u = 0.24 + 0.5 * phase;
      const x = ax + (cx - ax) * u;
      const y = ay + (cy - ay) * u;
      const edge = Math.min(1, Math.sin(Math.PI * phase) * 3);
      coins.push(
        `<g opacity="${f(coinsIn * edge)}" transform="translate(${f(x)} ${f(y)}) scale(${f(0.5 + 0.5 * edge)})"><circle r="13" fill="url(#goldText)" stroke="#b45309" stroke-width="2"/>${text(0, 6, '₹', { size: 16, weight: 800, fill: '#78350f', anchor: 'middle' })}</g>`,
      );
    }
  });

  const cardScale = 0.6 + 0.4 * easeOutBack(cardIn);
  const card =
    cardIn > 0
      ? `<g opacity="${f(clamp01(cardIn * 2.5))}" transform="translate(${cx} ${cy}) scale(${f(cardScale)})" filter="url(#shadow)">
        <rect x="${-cardW / 2}" y="${-cardH / 2}" width="${cardW}" height="${cardH}" rx="20" fill="#fff"/>
        <rect x="${-cardW / 2 + 8}" y="${-cardH / 2 + 8}" width="${cardW - 16}" height="100" rx="14" fill="url(#productBg)"/>
        <g transform="translate(0 ${-cardH / 2 + 64}) scale(0.92)">${toteBag}</g>
        ${text(0, cardH / 2 - 18, '₹899', { size: 28, weight: 800, fill: '#4c1d95', anchor: 'middle' })}
      </g>`
      : '';
  const sold =
    soldCount > 0
      ? `<g opacity="${f(coinsIn)}">${pill(cx, cy - cardH / 2 - 4, 150, 36, `${soldCount.toLocaleString('en-IN')} sold`, { fill: '#10b981', text: '#fff', size: 19, weight: 800 })}</g>`
      : '';

  const ctaScale = (0.85 + 0.15 * easeOutBack(ctaIn)) * (1 + pulse);
  const ctaX = W - M - 122;
  const ctaY = 622;
  // The brand row and the headline stay put, so the first frame already says
  // what the ad is and the loop joins up; everything else builds and fades.
  const body = `
    ${brandLockup(M, 44, 36)}
    ${pill(W - M - 86, 62, 172, 42, 'FOR SELLERS', { fill: '#7c3aed40', text: '#ddd6fe', size: 19, stroke: '#a78bfa80', spacing: 1.5 })}
    ${text(cx, 170, 'Sell on Haat', { size: 66, weight: 800, anchor: 'middle', spacing: -1.2 })}
    <g opacity="${f(fadeOut)}">
    <g opacity="${f(subIn)}" transform="translate(0 ${f((1 - subIn) * 24)})">
      ${text(cx, 218, 'List once. Thousands of creators', { size: 27, weight: 500, anchor: 'middle', opacity: 0.85 })}
      ${text(cx, 254, 'resell it for you.', { size: 27, weight: 500, anchor: 'middle', opacity: 0.85 })}
    </g>
    ${lines.join('')}${coins.join('')}${card}${avatars.join('')}${sold}
    <g opacity="${f(feeIn)}" transform="translate(${f((1 - feeIn) * -40)} 0)">
      ${text(M - 3, 636, '0%', { size: 78, weight: 800, fill: 'url(#goldText)', spacing: -2 })}
      ${text(M, 672, 'listing fee', { size: 25, weight: 600, opacity: 0.85 })}
    </g>
    <g opacity="${f(clamp01(ctaIn * 2.5))}" transform="translate(${ctaX} ${ctaY}) scale(${f(ctaScale)}) translate(${-ctaX} ${-ctaY})">
      <g filter="url(#shadow)">${pill(ctaX, ctaY, 244, 70, 'Start selling  →', { fill: '#fff', text: '#6d28d9', size: 25, weight: 800 })}</g>
    </g>
  </g>`;
  const defs = `${avatarDefs.join('')}<linearGradient id="productBg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fce7f3"/><stop offset="1" stop-color="#ede9fe"/></linearGradient>`;
  return svgDoc(body, defs);
}

function ffmpeg(args: string[]): void {
  const result = spawnSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', ...args], { stdio: 'inherit' });
  if (result.error || result.status !== 0) {
    throw new Error(
      `ffmpeg failed (${result.error?.message ?? `exit ${result.status}`}); install it first: apt-get install -y ffmpeg`,
    );
  }
}

export async function makeVideo(): Promise<void> {
  const frameDir = mkdtempSync(path.join(os.tmpdir(), 'haat-ad-frames-'));
  try {
    const count = fps * videoSeconds;
    for (let i = 0; i < count; i += 6) {
      await Promise.all(
        Array.from({ length: Math.min(6, count - i) }, (_, k) => {
          const n = i + k;
          return sharp(Buffer.from(sellerSvg(n / fps)))
            .png({ compressionLevel: 1 })
            .toFile(path.join(frameDir, `f${String(n).padStart(4, '0')}.png`));
        }),
      );
    }
    for (const at of [0, 0.9, 1.6, 2.6, posterAt, 4.8]) await preview(`seller-${at}s`, sellerSvg(at));
    const poster = await sharp(Buffer.from(sellerSvg(posterAt)))
      .webp({ quality: 82, effort: 6 })
      .toBuffer();
    await writeChecked(path.join(outDir, 'seller-onboarding-poster.webp'), poster);

    const input = ['-framerate', String(fps), '-i', path.join(frameDir, 'f%04d.png')];
    const mp4 = path.join(outDir, 'seller-onboarding.mp4');
    ffmpeg([
      ...input,
      '-an',
      '-c:v',
      'libx264',
      '-profile:v',
      'main',
      '-preset',
      'slow',
      '-tune',
      'animation',
      '-crf',
      '21',
      '-pix_fmt',
      'yuv420p',
      '-movflags',
      '+faststart',
      mp4,
    ]);
    for (const file of [mp4])
      process.stdout.write(
        `${file}: ${W}×${H}, ${videoSeconds} s at ${fps} fps, ${(statSync(file).size / 1024).toFixed(1)} KB\n`,
      );
  } finally {
    rmSync(frameDir, { recursive: true, force: true });
  }
}
