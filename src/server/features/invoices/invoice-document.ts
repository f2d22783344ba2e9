import { rupeesInWords } from '#shared/amount-in-words.ts';
import type { InvoiceDocument } from '#shared/contracts/invoices.ts';
import { indiaDate } from '#shared/financial-year.ts';
import type { InvoiceLineRow, InvoiceRow } from './invoices.repository.ts';

/** A stored document as printed: rule 46's fields, from what was frozen when it was issued. */
export function invoiceDocument(
  row: InvoiceRow,
  lines: InvoiceLineRow[],
  context: { orderNumber: string; refersTo: InvoiceRow | null },
): InvoiceDocument {
  const { supplier, recipient } = row;
  return {
    id: row.id,
    kind: row.kind,
    number: row.number,
    issuedOn: indiaDate(row.issuedAt),
    refersTo: context.refersTo
      ? { number: context.refersTo.number, issuedOn: indiaDate(context.refersTo.issuedAt) }
      : null,
    reason: row.reason,
    orderNumber: context.orderNumber,
    period: null,
    services: false,
    supplier: {
      legalName: supplier.legalName,
      tradeName: supplier.tradeName,
      address: supplier.address,
      state: { code: supplier.stateCode, name: supplier.stateName },
      gstin: supplier.gstin,
      enrolmentNumber: supplier.enrolmentNumber ?? null,
    },
    recipient: {
      name: recipient.name,
      address: recipient.address,
      state: { code: recipient.stateCode, name: recipient.stateName },
      gstin: null,
    },
    placeOfSupply: { code: recipient.stateCode, name: recipient.stateName },
    intraState: row.intraState,
    reverseCharge: false,
    lines: lines.map((line) => ({
      description: line.description,
      hsnCode: line.hsnCode,
      quantity: line.quantity,
      unit: line.unit,
      unitPricePaise: line.unitPricePaise,
      taxablePaise: line.taxablePaise,
      rateBps: line.rateBps,
      cgstPaise: line.cgstPaise,
      sgstPaise: line.sgstPaise,
      igstPaise: line.igstPaise,
      totalPaise: line.totalPaise,
    })),
    ...documentClose(row, supplier.legalName),
  };
}

type Amounts = Pick<InvoiceRow, 'taxablePaise' | 'cgstPaise' | 'sgstPaise' | 'igstPaise' | 'totalPaise'>;

/** A document's totals, its total in words and who signs it: the close every GST document shares. */
export function documentClose(
  row: Amounts,
  legalName: string,
): Pick<InvoiceDocument, 'totals' | 'amountInWords' | 'signatory'> {
  const { taxablePaise, cgstPaise, sgstPaise, igstPaise, totalPaise } = row;
  return {
    totals: { taxablePaise, cgstPaise, sgstPaise, igstPaise, totalPaise },
    amountInWords: rupeesInWords(totalPaise),
    signatory: `For ${legalName}`,
  };
}
