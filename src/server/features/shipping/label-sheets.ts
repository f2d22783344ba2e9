import type { LabelSize } from '#shared/contracts/shipping.ts';

/*
 * Labels as the seller prints them (issue 38; decision 073): the carriers' own label PDFs, unchanged inside, laid on
 * 4×6 inch pages for a thermal printer (one a page) or on A4 for an office printer (four a page, to cut apart).
 */

const POINTS_PER_INCH = 72;
const FOUR_BY_SIX: [number, number] = [4 * POINTS_PER_INCH, 6 * POINTS_PER_INCH];
const A4: [number, number] = [595.28, 841.89];
/** The white kept around a label on an A4 quarter: the cut does not touch it. */
const A4_MARGIN = 0.94;

/** The labels, in order, on pages of `size`; each scaled to fit its place whole and centred in it. */
export async function labelSheet(labels: Uint8Array[], size: LabelSize, title: string): Promise<Uint8Array> {
  // pdf-lib loads with the first sheet a process prints (some 7 MB the server needs only then).
  const { PDFDocument } = await import('pdf-lib');
  const sheet = await PDFDocument.create();
  sheet.setTitle(title);
  sheet.setCreator('Haat');
  const pages = [];
  for (const label of labels) {
    const source = await PDFDocument.load(label);
    pages.push(...(await sheet.embedPages(source.getPages())));
  }
  pages.forEach((page, index) => {
    const [width, height] = size === '4x6' ? FOUR_BY_SIX : [A4[0] / 2, A4[1] / 2];
    const room = size === '4x6' ? 1 : A4_MARGIN;
    const scale = Math.min((width * room) / page.width, (height * room) / page.height);
    if (size === '4x6' || index % 4 === 0) sheet.addPage(size === '4x6' ? FOUR_BY_SIX : A4);
    const target = sheet.getPage(sheet.getPageCount() - 1);
    const column = size === '4x6' ? 0 : index % 2;
    const row = size === '4x6' ? 0 : Math.floor((index % 4) / 2);
    target.drawPage(page, {
      x: column * width + (width - page.width * scale) / 2,
      y: target.getHeight() - (row + 1) * height + (height - page.height * scale) / 2,
      xScale: scale,
      yScale: scale,
    });
  });
  return sheet.save();
}
