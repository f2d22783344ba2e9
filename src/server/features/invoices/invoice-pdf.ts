import type { InvoiceDocument } from '#shared/contracts/invoices.ts';
import { documentTitle, formatInvoiceDate, NUMBER_LABELS, subtitles } from './invoice-heading.ts';
import { indiaDayStart } from '#shared/financial-year.ts';
import { formatRupees } from '#shared/money.ts';
import {
  chargesTax,
  drawHeaderRow,
  drawLineRow,
  drawTotalsRow,
  rowHeight,
  tableColumns,
  totalsRowHeight,
} from './invoice-table.ts';
import { drawText, lineHeight, newPdfDocument, type TextStyle, textHeight, textWidth } from './pdf-text.ts';

/*
 * A GST document as a PDF (CGST rule 46 for a tax invoice, 49 for a bill of supply, 53 for a credit note): A4, the
 * supplier and the recipient, the lines table (repeated header on each page), totals, the amount in words and the
 * signatory, with "page N of M" on every page. A pure function of the document: the same document gives the same
 * bytes (the creation date is its date of issue; pdfkit derives the file ID from the document info).
 */

const PAGE = { width: 595.28, height: 841.89 };
const MARGIN = 36;
const CONTENT = PAGE.width - 2 * MARGIN;
/** Where content stops: the footer sits below. */
const BOTTOM = PAGE.height - MARGIN - 14;
const GAP = 12;

const MUTED = '#555555';
const LABEL: TextStyle = { size: 7, weight: 'bold', color: MUTED };
const BODY: TextStyle = { size: 8.5 };
const STRONG: TextStyle = { size: 10, weight: 'bold' };
const TOTAL: TextStyle = { size: 11, weight: 'bold' };

const stateLabel = (state: { code: string; name: string }) => `${state.name} (${state.code})`;

/** Label-value rows in a right-hand box; answers the height. */
function drawFacts(doc: PDFKit.PDFDocument, facts: [string, string][], box: { x: number; top: number; width: number }) {
  let top = box.top;
  for (const [label, value] of facts) {
    drawText(doc, label, { ...BODY, color: MUTED }, { x: box.x, top, width: box.width * 0.45 });
    top += drawText(
      doc,
      value,
      { ...BODY, weight: 'bold' },
      { x: box.x + box.width * 0.45, top, width: box.width * 0.55, align: 'right' },
    );
  }
  return top - box.top;
}

/** A party: a small label, the name in bold and the lines under it; answers the height. */
function drawParty(
  doc: PDFKit.PDFDocument,
  label: string,
  name: string,
  lines: string[],
  box: { x: number; top: number; width: number },
): number {
  let top = box.top;
  top += drawText(doc, label.toUpperCase(), LABEL, { ...box, top });
  top += drawText(doc, name, STRONG, { ...box, top }) + 1;
  for (const line of lines) top += drawText(doc, line, BODY, { ...box, top });
  return top - box.top;
}

/** The first page's head: title, numbers, supplier, recipient, place of supply; answers where it ends. */
function drawHead(doc: PDFKit.PDFDocument, document: InvoiceDocument): number {
  const { supplier, recipient } = document;
  const half = (CONTENT - GAP * 2) / 2;
  const right = MARGIN + CONTENT - half * 0.8;
  let left = MARGIN;
  // Up to the facts box: "Tax Invoice cum Bill of Supply" stays on one line.
  left += drawText(
    doc,
    documentTitle(document),
    { size: 18, weight: 'bold' },
    { x: MARGIN, top: MARGIN, width: right - MARGIN - GAP },
  );
  for (const line of subtitles(document))
    left += drawText(doc, line, { ...BODY, color: MUTED }, { x: MARGIN, top: left + 2, width: half + GAP });
  const facts: [string, string][] = [
    [NUMBER_LABELS[document.kind], document.number],
    ['Date', formatInvoiceDate(document.issuedOn)],
    ...(document.orderNumber ? ([['Order no.', document.orderNumber]] as [string, string][]) : []),
    ...(document.period ? ([['Period', document.period]] as [string, string][]) : []),
  ];
  const factsEnd = MARGIN + drawFacts(doc, facts, { x: right, top: MARGIN + 2, width: half * 0.8 });
  let top = Math.max(left, factsEnd) + GAP;
  doc
    .save()
    .moveTo(MARGIN, top)
    .lineTo(MARGIN + CONTENT, top)
    .lineWidth(0.75)
    .strokeColor('#111111')
    .stroke()
    .restore();
  top += GAP;

  const supplierLines = [
    supplier.tradeName && supplier.tradeName !== supplier.legalName ? `Trade name: ${supplier.tradeName}` : '',
    supplier.address,
    `State: ${stateLabel(supplier.state)}`,
    `GSTIN: ${supplier.gstin ?? 'Not registered'}`,
    // An unregistered seller sells through Haat on the GST portal's enrolment (notification 34/2023-Central Tax).
    supplier.enrolmentNumber ? `Enrolment number: ${supplier.enrolmentNumber}` : '',
  ].filter(Boolean);
  const recipientLines = [
    recipient.address,
    `State: ${stateLabel(recipient.state)}`,
    ...(recipient.gstin ? [`GSTIN: ${recipient.gstin}`] : []),
  ].filter(Boolean);
  const partyWidth = (CONTENT - GAP * 2) / 2;
  const parties = Math.max(
    drawParty(doc, document.services ? 'Supplier' : 'Sold by', supplier.legalName, supplierLines, {
      x: MARGIN,
      top,
      width: partyWidth,
    }),
    drawParty(doc, document.services ? 'Bill to' : 'Bill to / Ship to', recipient.name, recipientLines, {
      x: MARGIN + partyWidth + GAP * 2,
      top,
      width: partyWidth,
    }),
  );
  top += parties + GAP;

  const bandHeight = lineHeight(BODY) + 8;
  doc.save().rect(MARGIN, top, CONTENT, bandHeight).fillColor('#f6f6f6').fill().restore();
  const band = { top: top + 4, width: half };
  drawText(doc, `Place of supply: ${stateLabel(document.placeOfSupply)}`, BODY, { ...band, x: MARGIN + 6 });
  drawText(doc, `Reverse charge: ${document.reverseCharge ? 'Yes' : 'No'}`, BODY, {
    ...band,
    x: MARGIN + partyWidth + GAP * 2,
  });
  return top + bandHeight + GAP;
}

/** A later page's head: which document continues; answers where it ends. */
function drawContinuedHead(doc: PDFKit.PDFDocument, document: InvoiceDocument): number {
  const title = `${documentTitle(document)} ${document.number} (continued)`;
  const top = MARGIN + drawText(doc, title, { size: 11, weight: 'bold' }, { x: MARGIN, top: MARGIN, width: CONTENT });
  return (
    top +
    drawText(doc, document.supplier.legalName, { ...BODY, color: MUTED }, { x: MARGIN, top, width: CONTENT }) +
    GAP
  );
}

const SIGNATURE_SPACE = 30;

/** The amount in words and the total, then the signatory; answers the height (drawn only when `draw`). */
function closing(doc: PDFKit.PDFDocument, document: InvoiceDocument, top: number, draw: boolean): number {
  const totalLabel =
    document.kind === 'credit_note'
      ? 'Credit note total'
      : document.kind === 'delivery_challan'
        ? 'Value of goods'
        : chargesTax(document)
          ? 'Invoice total'
          : 'Total';
  const total = `${totalLabel} ${formatRupees(document.totals.totalPaise)}`;
  const wordsWidth = CONTENT - textWidth(doc, total, TOTAL) - GAP * 2;
  const signatory = document.signatory.startsWith('For ') ? document.signatory : `For ${document.signatory}`;
  const words = `Amount in words: ${document.amountInWords}`;
  const signWidth = CONTENT * 0.4;
  const signX = MARGIN + CONTENT - signWidth;
  const wordsHeight = textHeight(doc, words, BODY, wordsWidth);
  const signHeight =
    textHeight(doc, signatory, { ...BODY, weight: 'bold' }, signWidth) +
    SIGNATURE_SPACE +
    textHeight(doc, 'A', BODY, signWidth);
  const height = Math.max(wordsHeight, 16) + GAP * 2 + signHeight;
  if (!draw) return height;
  drawText(doc, words, BODY, { x: MARGIN, top, width: wordsWidth });
  drawText(doc, total, TOTAL, { x: MARGIN + wordsWidth, top, width: CONTENT - wordsWidth, align: 'right' });
  let signTop = top + Math.max(wordsHeight, 16) + GAP * 2;
  signTop += drawText(
    doc,
    signatory,
    { ...BODY, weight: 'bold' },
    { x: signX, top: signTop, width: signWidth, align: 'right' },
  );
  signTop += SIGNATURE_SPACE;
  doc
    .save()
    .moveTo(signX + signWidth * 0.35, signTop - 4)
    .lineTo(signX + signWidth, signTop - 4)
    .lineWidth(0.5)
    .strokeColor('#9a9a9a')
    .stroke()
    .restore();
  drawText(
    doc,
    'Authorised signatory',
    { ...BODY, color: MUTED },
    { x: signX, top: signTop, width: signWidth, align: 'right' },
  );
  return height;
}

function drawFooters(doc: PDFKit.PDFDocument, document: InvoiceDocument): void {
  const { start, count } = doc.bufferedPageRange();
  // Haat's own invoice for its fees is Haat's; a seller's document is issued through Haat on the seller's behalf.
  const issuer = document.services
    ? `Issued by ${document.supplier.legalName}`
    : 'Issued through Haat on behalf of the supplier';
  for (let page = start; page < start + count; page++) {
    doc.switchToPage(page);
    const text = `${issuer} · page ${String(page - start + 1)} of ${String(count)}`;
    drawText(
      doc,
      text,
      { size: 7, color: '#777777' },
      { x: MARGIN, top: PAGE.height - MARGIN + 4, width: CONTENT, align: 'center' },
    );
  }
}

/** The document as PDF bytes. */
export async function renderInvoicePdf(document: InvoiceDocument): Promise<Buffer> {
  const title = `${documentTitle(document)} ${document.number}`;
  const doc = await newPdfDocument({
    size: 'A4',
    margin: 0,
    bufferPages: true,
    lang: 'en-IN',
    displayTitle: true,
    info: {
      Title: title,
      Author: document.supplier.legalName,
      Creator: 'Haat',
      CreationDate: indiaDayStart(document.issuedOn),
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const columns = tableColumns(document, CONTENT);
  const newPage = () => drawContinuedHead(doc.addPage(), document);
  let top = drawHead(doc, document);
  top += drawHeaderRow(doc, columns, MARGIN, top);
  document.lines.forEach((line, index) => {
    if (top + rowHeight(doc, columns, line, index) > BOTTOM) {
      top = newPage();
      top += drawHeaderRow(doc, columns, MARGIN, top);
    }
    top += drawLineRow(doc, columns, line, index, { x: MARGIN, top });
  });
  if (top + totalsRowHeight(doc) > BOTTOM) {
    top = newPage();
    top += drawHeaderRow(doc, columns, MARGIN, top);
  }
  top += drawTotalsRow(doc, columns, document.totals, { x: MARGIN, top }) + GAP * 1.5;
  if (top + closing(doc, document, top, false) > BOTTOM) top = newPage();
  closing(doc, document, top, true);

  drawFooters(doc, document);
  doc.end();
  return done;
}
