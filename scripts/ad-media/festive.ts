// festive-edit.webp: the static image ad (576×720, sharp only).
import path from 'node:path';
import sharp from 'sharp';
import { outDir, writeChecked, preview } from './output.ts';
import { W, M, f, text, svgDoc, brandLockup, pill, sparkle } from './svg.ts';

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

export function festiveSvg(): string {
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
    ${text(W / 2, 674, 'Pay at your door · cash or UPI on delivery', { size: 21, weight: 500, anchor: 'middle', opacity: 0.55 })}
  `;
  return svgDoc(body, defs);
}

export async function makeFestive(): Promise<void> {
  const svg = festiveSvg();
  await preview('festive-edit', svg);
  const webp = await sharp(Buffer.from(svg)).webp({ quality: 82, effort: 6 }).toBuffer();
  await writeChecked(path.join(outDir, 'festive-edit.webp'), webp);
}
