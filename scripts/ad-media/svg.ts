// The drawing kit the sample ads share: the canvas, text, Haat's lockup, pills, sparkles, easing.

export const W = 576;
export const H = 720;
export const M = 48; // outer margin, 24 CSS px
export const FONT = "Inter, 'DejaVu Sans', sans-serif";
export const BG = '#0f0a1f';

export const esc = (raw: string) => raw.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
export const rupees = (amount: number) => `₹${Math.round(amount).toLocaleString('en-IN')}`;
export const clamp01 = (x: number) => Math.min(1, Math.max(0, x));
/** Progress of `t` through the window [start, start + duration], 0..1. */
export const window01 = (t: number, start: number, duration: number) => clamp01((t - start) / duration);
export const easeOutCubic = (x: number) => 1 - (1 - x) ** 3;
export const easeInOutCubic = (x: number) => (x < 0.5 ? 4 * x ** 3 : 1 - (-2 * x + 2) ** 3 / 2);
export const easeOutBack = (x: number) => {
  const c1 = 1.70158;
  const c3 = c1 + 1;
  return 1 + c3 * (x - 1) ** 3 + c1 * (x - 1) ** 2;
};
export const f = (n: number) => (Math.round(n * 100) / 100).toString();

export interface TextOptions {
  size: number;
  weight?: number;
  fill?: string;
  anchor?: 'start' | 'middle' | 'end';
  opacity?: number;
  spacing?: number;
  family?: string;
}

export function text(x: number, y: number, content: string, o: TextOptions): string {
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
export const commonDefs = `
  <linearGradient id="brand" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#8b5cf6"/><stop offset="1" stop-color="#ec4899"/></linearGradient>
  <linearGradient id="brandH" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#7c3aed"/><stop offset="1" stop-color="#db2777"/></linearGradient>
  <linearGradient id="gold" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fef3c7"/><stop offset="0.45" stop-color="#fbbf24"/><stop offset="1" stop-color="#b45309"/></linearGradient>
  <linearGradient id="goldText" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fde68a"/><stop offset="1" stop-color="#f59e0b"/></linearGradient>
  <radialGradient id="glowPurple" cx="0.12" cy="0.08" r="0.85"><stop offset="0" stop-color="#7c3aed" stop-opacity="0.62"/><stop offset="1" stop-color="#7c3aed" stop-opacity="0"/></radialGradient>
  <radialGradient id="glowPink" cx="0.95" cy="0.92" r="0.75"><stop offset="0" stop-color="#db2777" stop-opacity="0.5"/><stop offset="1" stop-color="#db2777" stop-opacity="0"/></radialGradient>
  <filter id="shadow" x="-20%" y="-20%" width="140%" height="160%"><feDropShadow dx="0" dy="8" stdDeviation="10" flood-color="#000" flood-opacity="0.45"/></filter>`;

export const background = `<rect width="${W}" height="${H}" fill="${BG}"/><rect width="${W}" height="${H}" fill="url(#glowPurple)"/><rect width="${W}" height="${H}" fill="url(#glowPink)"/>`;

export function svgDoc(body: string, defs = '', outW = W, outH = H): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${outW}" height="${outH}" viewBox="0 0 ${W} ${H}"><defs>${commonDefs}${defs}</defs>${background}${body}</svg>`;
}

/** Haat's mark (the favicon) and wordmark; `size` is the mark's side. */
export function brandLockup(x: number, y: number, size = 44, tagline?: string): string {
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
export function pill(
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
export function sparkle(x: number, y: number, r: number, opacity = 0.9, fill = '#fde68a'): string {
  const k = r * 0.18;
  return `<path d="M${f(x)} ${f(y - r)} Q${f(x + k)} ${f(y - k)} ${f(x + r)} ${f(y)} Q${f(x + k)} ${f(y + k)} ${f(x)} ${f(y + r)} Q${f(x - k)} ${f(y + k)} ${f(x - r)} ${f(y)} Q${f(x - k)} ${f(y - k)} ${f(x)} ${f(y - r)}Z" fill="${fill}" fill-opacity="${opacity}"/>`;
}
