import { readFileSync } from 'node:fs';
import path from 'node:path';
import { projectRoot } from '../../lib/project-root.ts';

/*
 * Text for the GST documents in Noto Sans and Noto Sans Devanagari. Neither font has the other's script, so every
 * string is cut into runs by script, each run measured and drawn in the font that has its glyphs (fontkit shapes
 * the Devanagari conjuncts and matras). Lines are broken here, not by pdfkit, so a line may mix the two fonts and
 * the pages never break on their own.
 */

export type Weight = 'regular' | 'bold';
type Script = 'latin' | 'deva';

export interface TextStyle {
  size: number;
  weight?: Weight;
  color?: string;
}

const FONT_FILES: Record<Script, Record<Weight, string>> = {
  latin: { regular: 'NotoSans-Regular.ttf', bold: 'NotoSans-Bold.ttf' },
  deva: { regular: 'NotoSansDevanagari-Regular.ttf', bold: 'NotoSansDevanagari-Bold.ttf' },
};

const fontName = (script: Script, weight: Weight) => `${script}-${weight}`;

type FontSource = PDFKit.Mixins.PDFFontSource;
let parsedFonts: Map<string, FontSource> | null = null;

/**
 * The four fonts, read and parsed once per process: pdfkit takes a parsed fontkit font as a font source (its
 * `layout` is what it checks for), which saves parsing half a megabyte of font and its shaping tables per document.
 * Should a pdfkit release stop exposing it, each document parses the cached file contents instead.
 */
function fonts(PdfDocument: typeof import('pdfkit')): Map<string, FontSource> {
  if (parsedFonts) return parsedFonts;
  const probe = new PdfDocument({ autoFirstPage: false });
  parsedFonts = new Map();
  for (const script of ['latin', 'deva'] as const) {
    for (const weight of ['regular', 'bold'] as const) {
      const file = readFileSync(
        path.join(projectRoot, 'src/server/features/invoices/fonts', FONT_FILES[script][weight]),
      );
      const parsed: unknown = Reflect.get(Reflect.get(probe.font(file), '_font') ?? {}, 'font');
      parsedFonts.set(
        fontName(script, weight),
        typeof Reflect.get(Object(parsed), 'layout') === 'function' ? (parsed as FontSource) : file,
      );
    }
  }
  return parsedFonts;
}

/**
 * A new PDF document with the fonts registered. pdfkit loads with the first document a process draws: imported
 * alone, it and the font libraries it brings took some 30 MB, which a server that has drawn no PDF does not need.
 */
export async function newPdfDocument(options: PDFKit.PDFDocumentOptions): Promise<PDFKit.PDFDocument> {
  const { default: PdfDocument } = await import('pdfkit');
  const doc = new PdfDocument(options);
  for (const [name, source] of fonts(PdfDocument)) doc.registerFont(name, source);
  return doc;
}

/** Devanagari letters, signs and digits, Vedic extensions, and the joiners that shape them. */
const DEVANAGARI = /[\u0900-\u097F\uA8E0-\uA8FF\u1CD0-\u1CFF\u200C\u200D]/u;
const NEUTRAL = /[\s.,\-/()]/u;

export interface Run {
  text: string;
  script: Script;
}

/** A string cut where its script changes; spaces and common punctuation stay with the run before them. */
export function scriptRuns(text: string): Run[] {
  const runs: Run[] = [];
  for (const char of text) {
    const last = runs.at(-1);
    const script: Script = DEVANAGARI.test(char) ? 'deva' : NEUTRAL.test(char) && last ? last.script : 'latin';
    if (last && last.script === script) last.text += char;
    else runs.push({ text: char, script });
  }
  return runs;
}

interface PlacedRun extends Run {
  width: number;
}

/** One laid-out line: its runs and their widths. */
export interface TextLine {
  runs: PlacedRun[];
  width: number;
}

function useFont(doc: PDFKit.PDFDocument, script: Script, style: TextStyle): void {
  doc.font(fontName(script, style.weight ?? 'regular')).fontSize(style.size);
}

function measureRuns(doc: PDFKit.PDFDocument, text: string, style: TextStyle): TextLine {
  const runs = scriptRuns(text).map((run) => {
    useFont(doc, run.script, style);
    return { ...run, width: doc.widthOfString(run.text) };
  });
  return { runs, width: runs.reduce((sum, run) => sum + run.width, 0) };
}

/** The width of a string on one line. */
export const textWidth = (doc: PDFKit.PDFDocument, text: string, style: TextStyle): number =>
  measureRuns(doc, text, style).width;

const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });

/** A word wider than the line, cut between grapheme clusters (never inside a conjunct). */
function splitLongWord(doc: PDFKit.PDFDocument, word: string, style: TextStyle, width: number): string[] {
  const pieces: string[] = [];
  let piece = '';
  for (const { segment } of graphemes.segment(word)) {
    if (piece && textWidth(doc, piece + segment, style) > width) {
      pieces.push(piece);
      piece = '';
    }
    piece += segment;
  }
  if (piece) pieces.push(piece);
  return pieces;
}

/**
 * Text broken into lines at most `width` wide, at spaces and at its own line breaks. Each word is measured once; a
 * space takes the width it has in the font of the word before it, as `scriptRuns` sets it.
 */
export function wrapText(doc: PDFKit.PDFDocument, text: string, style: TextStyle, width: number): TextLine[] {
  const spaces = new Map<Script, number>();
  const spaceAfter = (line: TextLine) => {
    const script = line.runs.at(-1)?.script ?? 'latin';
    if (!spaces.has(script)) {
      useFont(doc, script, style);
      spaces.set(script, doc.widthOfString(' '));
    }
    return spaces.get(script) ?? 0;
  };
  const lines: TextLine[] = [];
  for (const paragraph of text.split(/\r?\n/)) {
    let current: string[] = [];
    let currentWidth = 0;
    let last: TextLine | null = null;
    const words = paragraph
      .split(/\s+/)
      .filter(Boolean)
      .flatMap((word) => (textWidth(doc, word, style) > width ? splitLongWord(doc, word, style, width) : [word]));
    for (const word of words) {
      const measured = measureRuns(doc, word, style);
      const widened = last ? currentWidth + spaceAfter(last) + measured.width : measured.width;
      if (last && widened > width) {
        lines.push(measureRuns(doc, current.join(' '), style));
        current = [word];
        currentWidth = measured.width;
      } else {
        current.push(word);
        currentWidth = widened;
      }
      last = measured;
    }
    lines.push(measureRuns(doc, current.join(' '), style));
  }
  return lines;
}

/** The distance between baselines for a size. */
export const lineHeight = (style: TextStyle): number => style.size * 1.35;

/** Draws one line with its baseline at `baseline`, aligned in the box from x of `width`. */
export function drawLine(
  doc: PDFKit.PDFDocument,
  line: TextLine,
  style: TextStyle,
  box: { x: number; baseline: number; width?: number; align?: 'left' | 'right' | 'center' },
): void {
  const free = (box.width ?? line.width) - line.width;
  let x = box.x + (box.align === 'right' ? free : box.align === 'center' ? free / 2 : 0);
  doc.fillColor(style.color ?? '#111111');
  for (const run of line.runs) {
    useFont(doc, run.script, style);
    doc.text(run.text, x, box.baseline, { lineBreak: false, baseline: 'alphabetic' });
    x += run.width;
  }
}

/**
 * Draws text wrapped to `width` with its first line's top at `top`; answers the height it took. The baseline sits
 * at 1.05 × size below the top of each line, which leaves room for the Devanagari vowel signs above the headline.
 */
export function drawText(
  doc: PDFKit.PDFDocument,
  text: string,
  style: TextStyle,
  box: { x: number; top: number; width: number; align?: 'left' | 'right' | 'center' },
): number {
  const lines = wrapText(doc, text, style, box.width);
  lines.forEach((line, index) => {
    const baseline = box.top + style.size * 1.05 + index * lineHeight(style);
    drawLine(doc, line, style, { x: box.x, baseline, width: box.width, align: box.align ?? 'left' });
  });
  return lines.length * lineHeight(style);
}

/** The height `drawText` would take. */
export const textHeight = (doc: PDFKit.PDFDocument, text: string, style: TextStyle, width: number): number =>
  wrapText(doc, text, style, width).length * lineHeight(style);
