// Makes the three bundled sample ads that the AI Manager panel's ad view shows
// (a portrait 4:5 card, 288×360 CSS px), into public/ads/:
//   festive-edit.webp                 static image ad (576×720, sharp only)
//   creator-week.gif                  animated GIF, loops forever (sharp only)
//   seller-onboarding.mp4             5 s looping video ad, H.264, no audio (needs ffmpeg)
//   seller-onboarding-poster.webp     the video's poster frame (sharp only)
// Every picture is an SVG written here and rasterised with sharp; the video's
// frames are then encoded by ffmpeg, which is NOT an npm dependency: install it
// first (Debian: `apt-get install -y ffmpeg`). The text is set in Inter (Debian:
// `apt-get install -y fonts-inter`), found through fontconfig; without it the
// ads fall back to DejaVu Sans and look heavier, so install it before re-making.
// The outputs are committed, so none of this is needed to run the app.
//
// Usage: node scripts/make-ad-media.ts [festive|gif|video ...]   (default: all)
//        PREVIEW_DIR=/tmp/ads node scripts/make-ad-media.ts   also writes PNGs
//        of key frames there, to look at (keep them out of the repo).
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';

const outDir = 'public/ads';
const previewDir = process.env.PREVIEW_DIR;
const W = 576;
const H = 720;
const M = 48; // outer margin, 24 CSS px
const FONT = "Inter, 'DejaVu Sans', sans-serif";
const BG = '#0f0a1f';

// ---------------------------------------------------------------- helpers

const esc = (raw: string) => raw.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
const rupees = (amount: number) => `₹${Math.round(amount).toLocaleString('en-IN')}`;
const clamp01 = (x: number) => Math.min(1, Math.max(0, x));
/** Progress of `t` through the window [start, start + duration], 0..1. */
const window01 = (t: number, start: number, duration: number) => clamp01((t - start) / duration);
const easeOutCubic = (x: number) => 1 - (1 - x) ** 3;
const easeInOutCubic = (x: number) => (x < 0.5 ? 4 * x ** 3 : 1 - (-2 * x + 2) ** 3 / 2);
const easeOutBack = (x: number) => {
  const c1 = 1.70158;
  const c3 = c1 + 1;
  return 1 + c3 * (x - 1) ** 3 + c1 * (x - 1) ** 2;
};
const f = (n: number) => (Math.round(n * 100) / 100).toString();

interface TextOptions {
  size: number;
  weight?: number;
  fill?: string;
  anchor?: 'start' | 'middle' | 'end';
  opacity?: number;
  spacing?: number;
  family?: string;
}

function text(x: number, y: number, content: string, o: TextOptions): string {
  const attrs = [
    `x="${f(x)}"`,
    `y="${f(y)}"`,
    `font-family="${o.family ?? FONT}"`,
    `font-size="${o.size}"`,
    `font-weight="${o.weight ?? 400}"`,
    `fill="${o.fill ?? '#fff'}"`,
    `text-anchor="${o.anchor ?? 'start'}"`,
  ];
  if (o.opacity !== undefined) attrs.push(`fill-opacity="${o.opacity}"`);
  if (o.spacing !== undefined) attrs.push(`letter-spacing="${o.spacing}"`);
  return `<text ${attrs.join(' ')}>${esc(content)}</text>`;
}

/** Gradients shared by every ad. */
const commonDefs = `
  <linearGradient id="brand" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#8b5cf6"/><stop offset="1" stop-color="#ec4899"/></linearGradient>
  <linearGradient id="brandH" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#7c3aed"/><stop offset="1" stop-color="#db2777"/></linearGradient>
  <linearGradient id="gold" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fef3c7"/><stop offset="0.45" stop-color="#fbbf24"/><stop offset="1" stop-color="#b45309"/></linearGradient>
  <linearGradient id="goldText" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fde68a"/><stop offset="1" stop-color="#f59e0b"/></linearGradient>
  <radialGradient id="glowPurple" cx="0.12" cy="0.08" r="0.85"><stop offset="0" stop-color="#7c3aed" stop-opacity="0.62"/><stop offset="1" stop-color="#7c3aed" stop-opacity="0"/></radialGradient>
  <radialGradient id="glowPink" cx="0.95" cy="0.92" r="0.75"><stop offset="0" stop-color="#db2777" stop-opacity="0.5"/><stop offset="1" stop-color="#db2777" stop-opacity="0"/></radialGradient>
  <filter id="shadow" x="-20%" y="-20%" width="140%" height="160%"><feDropShadow dx="0" dy="8" stdDeviation="10" flood-color="#000" flood-opacity="0.45"/></filter>`;

const background = `<rect width="${W}" height="${H}" fill="${BG}"/><rect width="${W}" height="${H}" fill="url(#glowPurple)"/><rect width="${W}" height="${H}" fill="url(#glowPink)"/>`;

function svgDoc(body: string, defs = '', outW = W, outH = H): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${outW}" height="${outH}" viewBox="0 0 ${W} ${H}"><defs>${commonDefs}${defs}</defs>${background}${body}</svg>`;
}

/** Haat's mark (the favicon) and wordmark; `size` is the mark's side. */
function brandLockup(x: number, y: number, size = 44, tagline?: string): string {
  const s = size / 64;
  const mark = `<g transform="translate(${x} ${y}) scale(${f(s)})"><rect width="64" height="64" rx="16" fill="url(#brand)"/><path d="M20 46V18h6v11h12V18h6v28h-6V35H26v11z" fill="#fff"/></g>`;
  const word = text(x + size + 12, y + size * 0.73, 'Haat', { size: Math.round(size * 0.7), weight: 800 });
  const tag = tagline
    ? text(x + size + 12 + size * 1.62, y + size * 0.73, tagline, {
        size: Math.round(size * 0.45),
        weight: 500,
        opacity: 0.7,
      })
    : '';
  return mark + word + tag;
}

/** A rounded pill with centred text. */
function pill(
  cx: number,
  cy: number,
  width: number,
  height: number,
  label: string,
  o: { fill: string; text: string; size: number; weight?: number; stroke?: string; spacing?: number },
): string {
  const stroke = o.stroke ? ` stroke="${o.stroke}" stroke-width="2"` : '';
  return `<rect x="${f(cx - width / 2)}" y="${f(cy - height / 2)}" width="${width}" height="${height}" rx="${height / 2}" fill="${o.fill}"${stroke}/>${text(cx, cy + o.size * 0.36, label, { size: o.size, weight: o.weight ?? 700, fill: o.text, anchor: 'middle', ...(o.spacing === undefined ? {} : { spacing: o.spacing }) })}`;
}

/** A four-pointed sparkle centred on (x, y). */
function sparkle(x: number, y: number, r: number, opacity = 0.9, fill = '#fde68a'): string {
  const k = r * 0.18;
  return `<path d="M${f(x)} ${f(y - r)} Q${f(x + k)} ${f(y - k)} ${f(x + r)} ${f(y)} Q${f(x + k)} ${f(y + k)} ${f(x)} ${f(y + r)} Q${f(x - k)} ${f(y + k)} ${f(x - r)} ${f(y)} Q${f(x - k)} ${f(y - k)} ${f(x)} ${f(y - r)}Z" fill="${fill}" fill-opacity="${opacity}"/>`;
}

async function writeChecked(file: string, data: Buffer): Promise<void> {
  writeFileSync(file, data);
  const meta = await sharp(file, { animated: true }).metadata();
  const frames = meta.pages ?? 1;
  process.stdout.write(
    `${file}: ${meta.width}×${meta.pageHeight ?? meta.height}, ${frames} frame${frames === 1 ? '' : 's'}, ${(statSync(file).size / 1024).toFixed(1)} KB\n`,
  );
}

async function preview(name: string, svg: string): Promise<void> {
  if (!previewDir) return;
  mkdirSync(previewDir, { recursive: true });
  await sharp(Buffer.from(svg))
    .png()
    .toFile(path.join(previewDir, `${name}.png`));
}

// ---------------------------------------------------------------- 1. festive-edit.webp

/** A jhumka (bell earring), hook at (0, 0), about 190 units tall. */
function jhumka(id: string): string {
  const pearls: string[] = [];
  for (let i = 0; i <= 10; i++) {
    const x = -55 + i * 11;
    const long = i % 2 === 0;
    const drop = long ? 22 : 12;
    pearls.push(`<line x1="${x}" y1="138" x2="${x}" y2="${138 + drop}" stroke="#fbbf24" stroke-width="1.6"/>`);
    pearls.push(`<circle cx="${x}" cy="${140 + drop}" r="${long ? 5 : 4}" fill="${long ? '#fff7ed' : '#fbbf24'}"/>`);
    if (long) pearls.push(`<circle cx="${x}" cy="${140 + drop + 9}" r="3" fill="#e11d48"/>`);
  }
  const petals: string[] = [];
  for (let i = 0; i < 8; i++) {
    const a = (i * Math.PI) / 4;
    petals.push(`<circle cx="${f(Math.cos(a) * 17)}" cy="${f(30 + Math.sin(a) * 17)}" r="5.5" fill="url(#gold)"/>`);
  }
  return `<g id="${id}">
    <path d="M0 0 C -10 -2, -12 12, 0 14" fill="none" stroke="#fbbf24" stroke-width="3" stroke-linecap="round"/>
    ${petals.join('')}
    <circle cx="0" cy="30" r="14" fill="url(#gold)"/>
    <circle cx="0" cy="30" r="7.5" fill="#be123c"/><circle cx="-2.4" cy="27.6" r="2.2" fill="#fff" fill-opacity="0.7"/>
    <circle cx="0" cy="54" r="5" fill="url(#gold)"/><circle cx="0" cy="64" r="4" fill="url(#gold)"/>
    <path d="M-11 70 C -38 78, -55 104, -58 132 L 58 132 C 55 104, 38 78, 11 70 Z" fill="url(#gold)"/>
    <path d="M-30 88 Q 0 80 30 88" fill="none" stroke="#92400e" stroke-width="2" stroke-opacity="0.6"/>
    <path d="M-45 108 Q 0 98 45 108" fill="none" stroke="#92400e" stroke-width="2" stroke-opacity="0.6"/>
    <g fill="#be123c">${[-36, -18, 0, 18, 36].map((x) => `<circle cx="${x}" cy="${f(118 - Math.abs(x) * 0.08)}" r="3.4"/>`).join('')}</g>
    <g fill="#10b981">${[-27, -9, 9, 27].map((x) => `<circle cx="${x}" cy="${f(97 - Math.abs(x) * 0.06)}" r="2.6"/>`).join('')}</g>
    <rect x="-62" y="130" width="124" height="10" rx="5" fill="#b45309"/>
    <rect x="-62" y="130" width="124" height="4" rx="2" fill="#fde68a" fill-opacity="0.6"/>
    ${pearls.join('')}
  </g>`;
}

/** A faint rangoli mandala centred on (cx, cy). */
function mandala(cx: number, cy: number, r: number): string {
  const petals: string[] = [];
  for (let i = 0; i < 16; i++) {
    petals.push(
      `<ellipse cx="0" cy="${f(-r * 0.72)}" rx="${f(r * 0.1)}" ry="${f(r * 0.22)}" transform="rotate(${i * 22.5})"/>`,
    );
  }
  const dots: string[] = [];
  for (let i = 0; i < 32; i++) {
    const a = (i * Math.PI) / 16;
    dots.push(`<circle cx="${f(Math.cos(a) * r * 0.97)}" cy="${f(Math.sin(a) * r * 0.97)}" r="3"/>`);
  }
  return `<g transform="translate(${cx} ${cy})">
    <circle r="${r * 1.08}" fill="url(#heroGlow)"/>
    <g fill="none" stroke="#fbbf24" stroke-opacity="0.28" stroke-width="2">
      <circle r="${r}"/><circle r="${f(r * 0.86)}" stroke-dasharray="2 10" stroke-linecap="round" stroke-width="4"/><circle r="${f(r * 0.5)}"/>
    </g>
    <g fill="#f472b6" fill-opacity="0.16" stroke="#f9a8d4" stroke-opacity="0.3" stroke-width="1.5">${petals.join('')}</g>
    <g fill="#fbbf24" fill-opacity="0.35">${dots.join('')}</g>
  </g>`;
}

/** Marigold garland (toran) swags hanging from the top edge. */
function toran(): string {
  const parts: string[] = [];
  const swags = 4;
  const span = W / swags;
  for (let s = 0; s < swags; s++) {
    const x0 = s * span;
    for (let i = 0; i <= 12; i++) {
      const u = i / 12;
      const x = x0 + u * span;
      const y = -4 + Math.sin(u * Math.PI) * 34;
      const colour = i % 2 === 0 ? '#f59e0b' : '#fb923c';
      parts.push(
        `<circle cx="${f(x)}" cy="${f(y)}" r="8" fill="${colour}"/><circle cx="${f(x - 2)}" cy="${f(y - 2)}" r="3" fill="#fde68a" fill-opacity="0.7"/>`,
      );
    }
    // a hanging marigold and a leaf at every joint
    const jx = x0;
    if (s > 0)
      parts.push(
        `<line x1="${jx}" y1="0" x2="${jx}" y2="46" stroke="#16a34a" stroke-width="2"/><circle cx="${jx}" cy="52" r="9" fill="#f97316"/><circle cx="${jx}" cy="52" r="4" fill="#fde68a"/>`,
      );
  }
  return `<g>${parts.join('')}</g>`;
}

function festiveSvg(): string {
  const defs = `<radialGradient id="heroGlow"><stop offset="0" stop-color="#a855f7" stop-opacity="0.55"/><stop offset="0.6" stop-color="#db2777" stop-opacity="0.18"/><stop offset="1" stop-color="#db2777" stop-opacity="0"/></radialGradient>`;
  const heroY = 248;
  const body = `
    ${toran()}
    ${mandala(W / 2, heroY, 150)}
    <g filter="url(#shadow)">
      <g transform="translate(${W / 2 - 70} ${heroY - 112}) rotate(6) scale(1.08)">${jhumka('j1')}</g>
      <g transform="translate(${W / 2 + 70} ${heroY - 100}) rotate(-5) scale(0.98)">${jhumka('j2')}</g>
    </g>
    ${sparkle(112, 180, 16)}${sparkle(472, 160, 12)}${sparkle(462, 344, 18, 0.8)}${sparkle(118, 356, 10, 0.7)}
    ${brandLockup(M, 74, 36)}
    ${pill(W - M - 82, 92, 164, 42, 'NEW DROPS', { fill: '#ffffff1f', text: '#fde68a', size: 20, weight: 700, stroke: '#fde68a55', spacing: 2 })}
    ${text(W / 2, 466, 'Festive Edit', { size: 66, weight: 800, anchor: 'middle', spacing: -1 })}
    ${text(W / 2, 508, 'Jhumkas, sarees & more', { size: 28, weight: 500, anchor: 'middle', opacity: 0.85 })}
    <line x1="${M}" y1="544" x2="${W - M}" y2="544" stroke="#fff" stroke-opacity="0.12" stroke-width="2"/>
    ${text(M, 584, 'from', { size: 24, weight: 600, opacity: 0.75 })}
    ${text(M, 630, '₹299', { size: 50, weight: 800, fill: 'url(#goldText)', spacing: -0.5 })}
    <g filter="url(#shadow)">${pill(W - M - 112, 600, 224, 68, 'Shop now  →', { fill: '#fff', text: '#6d28d9', size: 26, weight: 800 })}</g>
    ${text(W / 2, 674, 'Free delivery over ₹499 · COD available', { size: 21, weight: 500, anchor: 'middle', opacity: 0.55 })}
  `;
  return svgDoc(body, defs);
}

async function makeFestive(): Promise<void> {
  const svg = festiveSvg();
  await preview('festive-edit', svg);
  const webp = await sharp(Buffer.from(svg)).webp({ quality: 82, effort: 6 }).toBuffer();
  await writeChecked(path.join(outDir, 'festive-edit.webp'), webp);
}

// ---------------------------------------------------------------- 2. creator-week.gif

const earnedTarget = 12_400;
const weekBars = [0.34, 0.5, 0.42, 0.66, 0.58, 0.82, 1];
const sales = [
  { item: 'Jhumka set sold', amount: 349 },
  { item: 'Silk saree sold', amount: 1_250 },
  { item: 'Kurta set sold', amount: 620 },
];

interface CreatorWeekFrame {
  /** Time through the count, 0..1 (linear). */
  u: number;
  /** Which sale the notification shows. */
  sale: number;
  /** The notification's entrance, 0..1. */
  toastIn: number;
}

/** One frame of the Creator Week GIF. */
function creatorWeekSvg({ u, sale, toastIn }: CreatorWeekFrame, outW: number, outH: number): string {
  const p = easeOutCubic(u);
  const card = { x: M, y: 256, w: W - 2 * M, h: 226 };
  const barArea = { x: card.x + 32, y: card.y + 150, w: card.w - 64, h: 52 };
  const gap = 14;
  const barW = (barArea.w - gap * (weekBars.length - 1)) / weekBars.length;
  const bars = weekBars
    .map((target, i) => {
      const grow = easeOutCubic(clamp01(u * 1.7 - i * 0.1));
      const h = Math.max(6, target * barArea.h * grow);
      const x = barArea.x + i * (barW + gap);
      return `<rect x="${f(x)}" y="${f(barArea.y + barArea.h - h)}" width="${f(barW)}" height="${f(h)}" rx="6" fill="${i === weekBars.length - 1 ? 'url(#goldBar)' : 'url(#barFill)'}"/>`;
    })
    .join('');
  const { item, amount } = sales[sale % sales.length] ?? { item: '', amount: 0 };
  const toastY = 528;
  const body = `
    ${brandLockup(M, 44, 36)}
    ${pill(W - M - 96, 62, 192, 42, 'CREATOR WEEK', { fill: '#db277733', text: '#f9a8d4', size: 19, stroke: '#f472b680', spacing: 1.5 })}
    ${text(W / 2, 166, 'Earn on', { size: 62, weight: 800, anchor: 'middle', spacing: -1 })}
    ${text(W / 2, 230, 'every sale', { size: 62, weight: 800, anchor: 'middle', spacing: -1, fill: 'url(#headlineGrad)' })}
    <rect x="${card.x}" y="${card.y}" width="${card.w}" height="${card.h}" rx="28" fill="#ffffff14" stroke="#ffffff2e" stroke-width="2"/>
    ${text(card.x + 32, card.y + 50, 'You earned this week', { size: 23, weight: 600, opacity: 0.75 })}
    ${pill(card.x + card.w - 32 - 50, card.y + 42, 100, 36, `▲ ${Math.round(32 * p)}%`, { fill: '#10b98133', text: '#6ee7b7', size: 19, weight: 700 })}
    ${text(card.x + 30, card.y + 128, rupees(Math.round((earnedTarget * p) / 10) * 10), { size: 72, weight: 800, spacing: -1.5 })}
    ${bars}
    ${u >= 1 ? `${sparkle(card.x + 376, card.y + 86, 15)}${sparkle(card.x + 406, card.y + 118, 9, 0.75)}` : ''}
    <g filter="url(#shadow)" opacity="${f(0.35 + 0.65 * toastIn)}" transform="translate(0 ${f((1 - toastIn) * 14)})">
      <rect x="${M + 20}" y="${toastY - 30}" width="${W - 2 * M - 40}" height="60" rx="30" fill="#1f1535" stroke="#ffffff26" stroke-width="2"/>
      <circle cx="${M + 52}" cy="${toastY}" r="19" fill="url(#goldText)"/>
      ${text(M + 52, toastY + 8, '₹', { size: 22, weight: 800, fill: '#78350f', anchor: 'middle' })}
      ${text(M + 84, toastY + 8, item, { size: 22, weight: 600, opacity: 0.9 })}
      ${text(W - M - 44, toastY + 8, `+${rupees(amount)}`, { size: 22, weight: 800, fill: '#6ee7b7', anchor: 'end' })}
    </g>
    ${text(W / 2, 604, 'Open your store in 2 minutes', { size: 26, weight: 600, anchor: 'middle', opacity: 0.9 })}
    <g filter="url(#shadow)">${pill(W / 2, 656, W - 2 * M, 64, 'Start earning  →', { fill: 'url(#brandH)', text: '#fff', size: 26, weight: 800 })}</g>
  `;
  const defs = `
    <linearGradient id="headlineGrad" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#f0abfc"/><stop offset="1" stop-color="#fda4af"/></linearGradient>
    <linearGradient id="barFill" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#c084fc"/><stop offset="1" stop-color="#7c3aed"/></linearGradient>
    <linearGradient id="goldBar" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fde68a"/><stop offset="1" stop-color="#f59e0b"/></linearGradient>`;
  return svgDoc(body, defs, outW, outH);
}

async function makeGif(): Promise<void> {
  // Full 2× size: the GIF stays far under its 400 KB budget, and is sharp on phones.
  const outW = W;
  const outH = H;
  const steps = 15;
  const svgs: string[] = [];
  const delay: number[] = [];
  for (let i = 0; i < steps; i++) {
    const sale = Math.floor((i * sales.length) / steps);
    const firstOfSale = i > 0 && sale !== Math.floor(((i - 1) * sales.length) / steps);
    svgs.push(creatorWeekSvg({ u: i / (steps - 1), sale, toastIn: firstOfSale ? 0 : 1 }, outW, outH));
    delay.push(i === steps - 1 ? 2600 : i === 0 ? 600 : 110);
  }
  await preview('creator-week-first', svgs[0] ?? '');
  await preview('creator-week-mid', svgs[6] ?? '');
  await preview('creator-week-last', svgs.at(-1) ?? '');
  const frames = await Promise.all(svgs.map((svg) => sharp(Buffer.from(svg)).png().toBuffer()));
  const gif = await sharp(frames, { join: { animated: true } })
    .gif({ loop: 0, delay, effort: 10, dither: 0.6, interFrameMaxError: 6, interPaletteMaxError: 12 })
    .toBuffer();
  await writeChecked(path.join(outDir, 'creator-week.gif'), gif);
}

// ---------------------------------------------------------------- 3. seller-onboarding video

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
function sellerSvg(t: number): string {
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

async function makeVideo(): Promise<void> {
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

// ---------------------------------------------------------------- main

const wanted = new Set(process.argv.slice(2));
const all = wanted.size === 0;
mkdirSync(outDir, { recursive: true });
if (all || wanted.has('festive')) await makeFestive();
if (all || wanted.has('gif')) await makeGif();
if (all || wanted.has('video')) await makeVideo();
