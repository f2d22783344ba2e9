import { indiaDayStart } from '#shared/financial-year.ts';
import { formatRupees } from '#shared/money.ts';
import { formatInvoiceDate } from '../invoices/invoice-heading.ts';
import { drawText, newPdfDocument, type TextStyle, textHeight } from '../invoices/pdf-text.ts';

/*
 * A payee's quarterly TDS certificate as a PDF (decision 064): who deducted (Haat, with its TAN) and from whom (the
 * payee, with their PAN), the quarter, and each deduction with its date, section, the amount paid or credited, the
 * rate and the tax. A pure function of the certificate: the same certificate gives the same bytes.
 */

export interface TdsCertificate {
  deductor: { legalName: string; address: string; tan: string; gstin: string };
  deductee: { name: string; pan: string | null };
  /** "FY 2026-27, quarter 3 (1 Oct 2026 – 31 Dec 2026)". */
  period: string;
  issuedOn: string;
  rows: { date: string; section: string; paidPaise: number; rateBps: number; taxPaise: number }[];
}

const PAGE = { width: 595.28, height: 841.89 };
const MARGIN = 36;
const CONTENT = PAGE.width - 2 * MARGIN;
const GAP = 12;
const MUTED = '#555555';
const BODY: TextStyle = { size: 8.5 };
const LABEL: TextStyle = { size: 7, weight: 'bold', color: MUTED };
const STRONG: TextStyle = { size: 10, weight: 'bold' };

const COLUMNS = [
  { header: 'Date', width: 70, align: 'left' as const },
  { header: 'Section', width: 0, align: 'left' as const },
  { header: 'Paid or credited', width: 96, align: 'right' as const },
  { header: 'Rate', width: 44, align: 'right' as const },
  { header: 'Tax deducted', width: 86, align: 'right' as const },
];

const percent = (bps: number) => `${String(Number((bps / 100).toFixed(2)))}%`;

function drawRow(doc: PDFKit.PDFDocument, cells: string[], top: number, style: TextStyle): number {
  const fixed = COLUMNS.reduce((total, column) => total + column.width, 0);
  let x = MARGIN;
  let height = 0;
  COLUMNS.forEach((column, index) => {
    const width = column.width || CONTENT - fixed;
    height = Math.max(
      height,
      drawText(doc, cells[index] ?? '', style, { x, top, width: width - 4, align: column.align }),
    );
    x += width;
  });
  return height + 6;
}

function drawParty(doc: PDFKit.PDFDocument, label: string, name: string, lines: string[], x: number, top: number) {
  const width = (CONTENT - GAP) / 2;
  let y = top;
  y += drawText(doc, label.toUpperCase(), LABEL, { x, top: y, width });
  y += drawText(doc, name, STRONG, { x, top: y, width }) + 1;
  for (const line of lines) y += drawText(doc, line, BODY, { x, top: y, width });
  return y - top;
}

/** The certificate as PDF bytes. */
export async function renderTdsCertificatePdf(certificate: TdsCertificate): Promise<Buffer> {
  const doc = await newPdfDocument({
    size: 'A4',
    margin: 0,
    lang: 'en-IN',
    displayTitle: true,
    info: {
      Title: `TDS certificate, ${certificate.period}`,
      Author: certificate.deductor.legalName,
      Creator: 'Haat',
      CreationDate: indiaDayStart(certificate.issuedOn),
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const { deductor, deductee } = certificate;
  let top = MARGIN;
  top += drawText(doc, 'TDS certificate', { size: 18, weight: 'bold' }, { x: MARGIN, top, width: CONTENT });
  top += drawText(
    doc,
    `Income tax deducted at source: ${certificate.period}`,
    { ...BODY, color: MUTED },
    {
      x: MARGIN,
      top: top + 2,
      width: CONTENT,
    },
  );
  top += drawText(
    doc,
    `Issued ${formatInvoiceDate(certificate.issuedOn)}`,
    { ...BODY, color: MUTED },
    {
      x: MARGIN,
      top: top + 2,
      width: CONTENT,
    },
  );
  top += GAP;
  const parties = Math.max(
    drawParty(
      doc,
      'Deductor',
      deductor.legalName,
      [deductor.address, `TAN: ${deductor.tan}`, `GSTIN: ${deductor.gstin}`],
      MARGIN,
      top,
    ),
    drawParty(
      doc,
      'Deductee',
      deductee.name,
      [`PAN: ${deductee.pan ?? 'not given (without one, tax is deducted at the higher rate)'}`],
      MARGIN + (CONTENT + GAP) / 2,
      top,
    ),
  );
  top += parties + GAP;
  doc.save().rect(MARGIN, top, CONTENT, 16).fillColor('#f0f0f0').fill().restore();
  top += drawRow(
    doc,
    COLUMNS.map((column) => column.header),
    top + 4,
    { size: 7.5, weight: 'bold' },
  );
  for (const row of certificate.rows) {
    top += drawRow(
      doc,
      [
        formatInvoiceDate(row.date),
        row.section,
        formatRupees(row.paidPaise),
        percent(row.rateBps),
        formatRupees(row.taxPaise),
      ],
      top + 2,
      BODY,
    );
  }
  const paid = certificate.rows.reduce((total, row) => total + row.paidPaise, 0);
  const tax = certificate.rows.reduce((total, row) => total + row.taxPaise, 0);
  doc
    .save()
    .moveTo(MARGIN, top)
    .lineTo(MARGIN + CONTENT, top)
    .lineWidth(0.5)
    .strokeColor('#9a9a9a')
    .stroke()
    .restore();
  top += drawRow(doc, ['Total', '', formatRupees(paid), '', formatRupees(tax)], top + 4, { ...BODY, weight: 'bold' });
  top += GAP;
  const notes = [
    certificate.rows.length === 0 ? 'No income tax was deducted from your payouts in this quarter.' : '',
    'Tax is deducted when your earnings are credited to you or paid, whichever is earlier, under the Act in force for the tax year: sections 194-O, 194H and 206AA of the Income-tax Act, 1961 up to 2025-26, section 393 of the Income-tax Act, 2025 from 2026-27.',
    'The statutory certificate, Form 16A, is issued through TRACES once the deductor’s quarterly TDS return is processed; it shows these deductions with the challans they were deposited under. Deposited tax appears in your Form 26AS and annual information statement.',
  ].filter(Boolean);
  for (const note of notes)
    top += drawText(doc, note, { ...BODY, color: MUTED }, { x: MARGIN, top, width: CONTENT }) + 4;
  top += GAP * 2;
  const signWidth = CONTENT * 0.4;
  const signX = MARGIN + CONTENT - signWidth;
  top += drawText(
    doc,
    `For ${deductor.legalName}`,
    { ...BODY, weight: 'bold' },
    {
      x: signX,
      top,
      width: signWidth,
      align: 'right',
    },
  );
  top += 26 + textHeight(doc, 'A', BODY, signWidth);
  drawText(doc, 'Authorised signatory', { ...BODY, color: MUTED }, { x: signX, top, width: signWidth, align: 'right' });
  doc.end();
  return done;
}
