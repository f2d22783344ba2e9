import type { InvoiceDocument, InvoiceLine, InvoiceTotals } from '#shared/contracts/invoices.ts';
import { formatGstRate } from '#shared/gst.ts';
import { formatRupees } from '#shared/money.ts';
import { drawText, type TextStyle, textHeight, textWidth } from './pdf-text.ts';

/*
 * The lines table of a GST document: Sl, description, HSN, quantity, unit, unit price, then the taxable value, rate
 * and CGST + SGST (within the supplier's state) or IGST (across states) and the line total; a document without tax
 * (a bill of supply, or a credit note against one) has the amount only.
 */

const CELL_STYLE: TextStyle = { size: 7.5 };
const HEAD_STYLE: TextStyle = { size: 7, weight: 'bold', color: '#333333' };
const NOTE_STYLE: TextStyle = { size: 6.5, color: '#666666' };
const PAD_X = 3;
const PAD_Y = 4;
const RULE = '#d4d4d4';

interface Cell {
  text: string;
  /** A smaller line under the text (a tax's rate). */
  note?: string;
}

interface Column {
  header: string;
  /** Points; the description takes what the others leave. */
  width: number;
  align: 'left' | 'right' | 'center';
  /** Text that wraps (the description); figures are set smaller instead when too wide. */
  wraps?: boolean;
  cell: (line: InvoiceLine, index: number) => Cell;
  total?: (totals: InvoiceTotals) => string;
}

const rupees = (paise: number): Cell => ({ text: formatRupees(paise) });
const halfRate = (bps: number) => formatGstRate(bps / 2);

/** Whether the document charges tax: a registered supplier's invoice or credit note. */
export const chargesTax = (document: InvoiceDocument): boolean =>
  document.kind !== 'bill_of_supply' && document.kind !== 'delivery_challan' && document.supplier.gstin !== null;

/** The columns for a document, with widths summing to `width`. */
export function tableColumns(document: InvoiceDocument, width: number): Column[] {
  const taxed = chargesTax(document);
  const columns: Column[] = [
    { header: 'Sl', width: 16, align: 'center', cell: (_line, index) => ({ text: String(index + 1) }) },
    {
      header: 'Description',
      width: 0,
      align: 'left',
      wraps: true,
      cell: (line) => ({ text: line.description }),
      total: () => 'Total',
    },
    { header: document.services ? 'SAC' : 'HSN', width: 44, align: 'left', cell: (line) => ({ text: line.hsnCode }) },
    { header: 'Qty', width: 22, align: 'right', cell: (line) => ({ text: String(line.quantity) }) },
    { header: 'Unit', width: 24, align: 'left', cell: (line) => ({ text: line.unit }) },
    { header: 'Unit price', width: 56, align: 'right', cell: (line) => rupees(line.unitPricePaise) },
  ];
  if (taxed) {
    columns.push(
      {
        header: 'Taxable value',
        width: 58,
        align: 'right',
        cell: (line) => rupees(line.taxablePaise),
        total: (totals) => formatRupees(totals.taxablePaise),
      },
      { header: 'Rate', width: 28, align: 'right', cell: (line) => ({ text: formatGstRate(line.rateBps) }) },
    );
    if (document.intraState) {
      columns.push(
        {
          header: 'CGST',
          width: 50,
          align: 'right',
          cell: (line) => ({ text: formatRupees(line.cgstPaise), note: `@ ${halfRate(line.rateBps)}` }),
          total: (totals) => formatRupees(totals.cgstPaise),
        },
        {
          header: 'SGST',
          width: 50,
          align: 'right',
          cell: (line) => ({ text: formatRupees(line.sgstPaise), note: `@ ${halfRate(line.rateBps)}` }),
          total: (totals) => formatRupees(totals.sgstPaise),
        },
      );
    } else {
      columns.push({
        header: 'IGST',
        width: 54,
        align: 'right',
        cell: (line) => ({ text: formatRupees(line.igstPaise), note: `@ ${formatGstRate(line.rateBps)}` }),
        total: (totals) => formatRupees(totals.igstPaise),
      });
    }
  }
  columns.push({
    header: taxed ? 'Total' : 'Amount',
    width: taxed ? 58 : 64,
    align: 'right',
    cell: (line) => rupees(line.totalPaise),
    total: (totals) => formatRupees(totals.totalPaise),
  });
  const fixed = columns.reduce((sum, column) => sum + column.width, 0);
  return columns.map((column) => (column.width ? column : { ...column, width: width - fixed }));
}

/** A figure too wide for its column is set smaller rather than wrapped mid-number. */
function fitted(doc: PDFKit.PDFDocument, text: string, style: TextStyle, width: number): TextStyle {
  const natural = textWidth(doc, text, style);
  return natural > width ? { ...style, size: (style.size * width) / natural } : style;
}

function cellHeight(doc: PDFKit.PDFDocument, column: Column, cell: Cell, style: TextStyle): number {
  const inner = column.width - 2 * PAD_X;
  const text = column.wraps ? textHeight(doc, cell.text, style, inner) : textHeight(doc, '0', style, inner);
  return text + (cell.note ? textHeight(doc, cell.note, NOTE_STYLE, inner) : 0);
}

function drawCells(
  doc: PDFKit.PDFDocument,
  columns: Column[],
  cells: Cell[],
  style: TextStyle,
  box: { x: number; top: number },
): number {
  const height = Math.max(
    ...columns.map((column, index) => cellHeight(doc, column, cells[index] ?? { text: '' }, style)),
  );
  let x = box.x;
  columns.forEach((column, index) => {
    const cell = cells[index] ?? { text: '' };
    const inner = column.width - 2 * PAD_X;
    const cellStyle = column.wraps ? style : fitted(doc, cell.text, style, inner);
    const top = box.top + PAD_Y;
    const used = drawText(doc, cell.text, cellStyle, { x: x + PAD_X, top, width: inner, align: column.align });
    if (cell.note)
      drawText(doc, cell.note, NOTE_STYLE, { x: x + PAD_X, top: top + used, width: inner, align: column.align });
    x += column.width;
  });
  return height + 2 * PAD_Y;
}

/** The height a line's row takes. */
export function rowHeight(doc: PDFKit.PDFDocument, columns: Column[], line: InvoiceLine, index: number): number {
  return (
    Math.max(...columns.map((column) => cellHeight(doc, column, column.cell(line, index), CELL_STYLE))) + 2 * PAD_Y
  );
}

function rule(doc: PDFKit.PDFDocument, x: number, y: number, width: number, color = RULE): void {
  doc
    .save()
    .moveTo(x, y)
    .lineTo(x + width, y)
    .lineWidth(0.5)
    .strokeColor(color)
    .stroke()
    .restore();
}

const tableWidth = (columns: Column[]) => columns.reduce((sum, column) => sum + column.width, 0);

/** The header row on a grey band; answers its height. */
export function drawHeaderRow(doc: PDFKit.PDFDocument, columns: Column[], x: number, top: number): number {
  const width = tableWidth(columns);
  const height =
    Math.max(...columns.map((column) => textHeight(doc, column.header, HEAD_STYLE, column.width - 2 * PAD_X))) +
    2 * PAD_Y;
  doc.save().rect(x, top, width, height).fillColor('#f1f1f1').fill().restore();
  rule(doc, x, top, width, '#9a9a9a');
  rule(doc, x, top + height, width, '#9a9a9a');
  let left = x;
  for (const column of columns) {
    drawText(doc, column.header, HEAD_STYLE, {
      x: left + PAD_X,
      top: top + PAD_Y,
      width: column.width - 2 * PAD_X,
      align: column.align,
    });
    left += column.width;
  }
  return height;
}

/** One line's row with a rule under it; answers its height. */
export function drawLineRow(
  doc: PDFKit.PDFDocument,
  columns: Column[],
  line: InvoiceLine,
  index: number,
  box: { x: number; top: number },
): number {
  const height = drawCells(
    doc,
    columns,
    columns.map((column) => column.cell(line, index)),
    CELL_STYLE,
    box,
  );
  rule(doc, box.x, box.top + height, tableWidth(columns));
  return height;
}

/** The totals row, bold between darker rules; answers its height. */
export function drawTotalsRow(
  doc: PDFKit.PDFDocument,
  columns: Column[],
  totals: InvoiceTotals,
  box: { x: number; top: number },
): number {
  const cells = columns.map((column) => ({ text: column.total?.(totals) ?? '' }));
  const height = drawCells(doc, columns, cells, { ...CELL_STYLE, weight: 'bold' }, box);
  rule(doc, box.x, box.top + height, tableWidth(columns), '#9a9a9a');
  return height;
}

/** The totals row's height. */
export const totalsRowHeight = (doc: PDFKit.PDFDocument): number =>
  textHeight(doc, '0', { ...CELL_STYLE, weight: 'bold' }, 100) + 2 * PAD_Y;
