/**
 * Vector illustrations of products, one set per category, drawn in a
 * 1000×1000 box with the object resting on a floor line near y = 830.
 * Shapes only and never <text>: the machines that render them may have no fonts.
 * Art may fill with url(#sheen) and url(#screen), which productImageSvg defines.
 */
export interface ArtPalette {
  main: string;
  mainDark: string;
  mainLight: string;
  accent: string;
  /** Gold-like metal for jewellery, fittings and rims. */
  gold: string;
  /** Steel-like metal. */
  steel: string;
  /** Near-black for electronics bodies and outlines. */
  ink: string;
  /** Off-white: paper, pearls, labels. */
  paper: string;
  leaf: string;
}

export interface ProductArt {
  id: string;
  /** Words for the alt text, e.g. "kurta". */
  label: string;
  /** Matched against the product name to pick a fitting picture. */
  keywords: RegExp;
  draw(palette: ArtPalette): string;
}

export function hslToHex(hue: number, saturation: number, lightness: number): string {
  const h = ((hue % 360) + 360) % 360;
  const s = Math.min(Math.max(saturation, 0), 100) / 100;
  const l = Math.min(Math.max(lightness, 0), 100) / 100;
  const k = (n: number) => (n + h / 30) % 12;
  const a = s * Math.min(l, 1 - l);
  const channel = (n: number) => {
    const value = l - a * Math.max(-1, Math.min(k(n) - 3, 9 - k(n), 1));
    return Math.round(value * 255)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(0)}${channel(8)}${channel(4)}`;
}

export function artPalette(hue: number): ArtPalette {
  // The object sits opposite the backdrop on the colour wheel so it stands out.
  const objectHue = hue + 165;
  return {
    main: hslToHex(objectHue, 55, 46),
    mainDark: hslToHex(objectHue, 50, 30),
    mainLight: hslToHex(objectHue, 60, 74),
    accent: hslToHex(objectHue + 60, 70, 55),
    gold: hslToHex(42, 72, 55),
    steel: hslToHex(215, 10, 70),
    ink: hslToHex(objectHue, 12, 16),
    paper: '#f8f3ea',
    leaf: hslToHex(128, 38, 40),
  };
}

/** A filled shape plus the shared sheen over it, for a rounded, lit look. */
export const lit = (d: string, fill: string) => `<path d="${d}" fill="${fill}"/><path d="${d}" fill="url(#sheen)"/>`;
export const rect = (x: number, y: number, w: number, h: number, rx: number, fill: string, extra = '') =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${rx}" fill="${fill}"${extra}/>`;
export const litRect = (x: number, y: number, w: number, h: number, rx: number, fill: string) =>
  rect(x, y, w, h, rx, fill) + rect(x, y, w, h, rx, 'url(#sheen)');
export const circle = (cx: number, cy: number, r: number, fill: string, extra = '') =>
  `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}"${extra}/>`;
export const diamond = (x: number, y: number, size: number, fill: string) =>
  `<path d="M${x} ${y - size} L${x + size * 0.75} ${y} L${x} ${y + size} L${x - size * 0.75} ${y} Z" fill="${fill}"/>`;
export const range = (count: number) => Array.from({ length: count }, (_, index) => index);
export const leafShape = (x: number, y: number, angle: number, fill: string, size = 1) =>
  `<path d="M0 0 C${18 * size} ${-22 * size} ${48 * size} ${-22 * size} ${70 * size} 0 C${48 * size} ${22 * size} ${18 * size} ${22 * size} 0 0 Z" fill="${fill}" transform="translate(${x} ${y}) rotate(${angle})"/>`;
