// creator-week.gif: the animated GIF ad, looping forever (sharp only).
import path from 'node:path';
import sharp from 'sharp';
import { outDir, writeChecked, preview } from './output.ts';
import { W, H, M, rupees, clamp01, easeOutCubic, f, text, svgDoc, brandLockup, pill, sparkle } from './svg.ts';

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
export function creatorWeekSvg({ u, sale, toastIn }: CreatorWeekFrame, outW: number, outH: number): string {
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

export async function makeGif(): Promise<void> {
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
