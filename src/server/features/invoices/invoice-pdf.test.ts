import { describe, expect, it } from 'vitest';
import type { InvoiceDocument } from '#shared/contracts/invoices.ts';
import { formatRupees } from '#shared/money.ts';
import {
  billOfSupply,
  creditNote,
  devanagariInvoice,
  interStateInvoice,
  intraStateInvoice,
  longInvoice,
} from './invoice-fixtures.ts';
import { renderInvoicePdf } from './invoice-pdf.ts';
import { scriptRuns } from './pdf-text.ts';
import { poppler } from '../../testing/poppler.ts';

/** The text of each page, laid out as printed. */
async function pages(document: InvoiceDocument): Promise<string[]> {
  const text = await poppler('pdftotext', ['-layout', '-', '-'], await renderInvoicePdf(document));
  return text.split('\f').filter((page) => page.trim());
}

const textOf = async (document: InvoiceDocument) => (await pages(document)).join('\n');

const INTRA_HEADER = /Sl +Description +HSN +Qty +Unit +Unit price +Taxable value +Rate +CGST +SGST +Total/;
const INTER_HEADER = /Sl +Description +HSN +Qty +Unit +Unit price +Taxable value +Rate +IGST +Total/;

describe('renderInvoicePdf', () => {
  it('prints every rule 46 field of an intra-state tax invoice, with CGST and SGST', async () => {
    const text = await textOf(intraStateInvoice);
    const { supplier, recipient, totals } = intraStateInvoice;
    for (const expected of [
      'Tax Invoice',
      supplier.legalName,
      `Trade name: ${supplier.tradeName}`,
      'Unit 4, Sai Industrial Estate',
      'Mumbai 400086',
      'State: Maharashtra (27)',
      'GSTIN: 27AAGCK1234M1Z5',
      'Invoice no.',
      'KW/26-27/000123',
      '26 Nov 2026',
      'HAAT-7K3Q-92XD',
      'BILL TO / SHIP TO',
      recipient.name,
      recipient.address,
      'Place of supply: Maharashtra (27)',
      'Reverse charge: No',
      '50072010',
      '62114210',
      '74181022',
      '@ 2.5%',
      '@ 9%',
      '₹12,499.00',
      // The saree's ₹12,499 at 5% within the state: ₹297.60 of CGST and the same of SGST.
      '₹297.60',
      formatRupees(totals.taxablePaise),
      formatRupees(totals.cgstPaise),
      formatRupees(totals.sgstPaise),
      'Invoice total ₹16,397.00',
      'Amount in words: Rupees Sixteen Thousand Three Hundred Ninety-Seven Only',
      `For ${supplier.legalName}`,
      'Authorised signatory',
      'Issued through Haat on behalf of the supplier · page 1 of 1',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).toMatch(INTRA_HEADER);
    expect(text).toMatch(/Brass diya set of 4 +74181022 +1 +NOS +₹899\.00 +₹761\.86 +18% +₹68\.57 +₹68\.57 +₹899\.00/);
    expect(text).not.toContain('IGST');
  });

  it('charges IGST across states, without CGST or SGST columns', async () => {
    const text = await textOf(interStateInvoice);
    expect(text).toMatch(INTER_HEADER);
    expect(text).not.toMatch(/CGST|SGST/);
    expect(text).toContain('Place of supply: Karnataka (29)');
    expect(text).toContain('State: Karnataka (29)');
    expect(text).toContain('@ 18%');
    expect(text).toContain(formatRupees(interStateInvoice.totals.igstPaise));
    expect(text).toContain(`Invoice total ${formatRupees(interStateInvoice.totals.totalPaise)}`);
  });

  it('prints a bill of supply without tax columns and says why', async () => {
    const text = await textOf(billOfSupply);
    expect(text).toContain('Bill of Supply');
    expect(text).toContain('Supplier not registered under GST: no tax charged');
    expect(text).toContain('GSTIN: Not registered');
    expect(text).toContain('Enrolment number: 08ABCPM4321K1Z6');
    expect(text).toContain('Bill no.');
    expect(text).toMatch(/Sl +Description +HSN +Qty +Unit +Unit price +Amount/);
    expect(text).not.toMatch(/Taxable value|Rate|CGST|SGST|IGST/);
    expect(text).not.toContain('Trade name');
    expect(text).toContain('Total ₹1,720.00');
    expect(text).toContain('Rupees One Thousand Seven Hundred Twenty Only');
    expect(text).toContain('For Meera Blue Pottery');
  });

  it('prints a credit note with the invoice it adjusts and the reason', async () => {
    const text = await textOf(creditNote);
    expect(text).toContain('Credit Note');
    expect(text).toContain('Credit note no.');
    expect(text).toContain('KW/CN/26-27/0009');
    expect(text).toContain('4 Dec 2026');
    expect(text).toContain('Against invoice KW/26-27/000123 dated 26 Nov 2026');
    expect(text).toContain('Reason: Returned');
    expect(text).toMatch(INTRA_HEADER);
    expect(text).toContain('Credit note total ₹2,999.00');
    expect(text).toContain('Reverse charge: No');
  });

  it('runs forty lines over pages, repeating the header row and numbering the pages', async () => {
    const printed = await pages(longInvoice);
    expect(printed.length).toBe(3);
    printed.forEach((page, index) => {
      expect(page).toContain(`Issued through Haat on behalf of the supplier · page ${String(index + 1)} of 3`);
    });
    for (const page of printed.slice(1)) expect(page).toContain('Tax Invoice KW/26-27/000125 (continued)');
    expect(printed[0]).toMatch(INTRA_HEADER);
    expect(printed[1]).toMatch(INTRA_HEADER);
    const text = printed.join('\n');
    for (let sl = 1; sl <= 40; sl++) expect(text).toMatch(new RegExp(`^ *${String(sl)} +\\S`, 'm'));
    expect(text).toContain('Invoice total ₹1,35,671.00');
    expect(text).toContain('Rupees One Lakh Thirty-Five Thousand Six Hundred Seventy-One Only');
    expect(text).toContain('Authorised signatory');
  });

  it('sets Devanagari names and goods in the Devanagari font, beside Latin text', async () => {
    const pdf = await renderInvoicePdf(devanagariInvoice);
    const fonts = await poppler('pdffonts', ['-'], pdf);
    expect(fonts).toMatch(/\+NotoSansDevanagari-Regular .* yes yes yes/);
    expect(fonts).toMatch(/\+NotoSans-Regular .* yes yes yes/);
    const text = await poppler('pdftotext', ['-layout', '-', '-'], pdf);
    // Extracted in visual order, so pick words whose vowel signs follow their consonants.
    for (const expected of ['सुनीता', 'हाथ से बुनी साड़ी (Banarasi silk,', 'जयपुर 302015', 'GSTIN: 09AAAAS1234K1Z2']) {
      expect(text).toContain(expected);
    }
    expect(text).toContain('Place of supply: Rajasthan (08)');
    expect(text).toMatch(INTER_HEADER);
  });

  it('gives the same bytes for the same document, titled and dated by it, in kilobytes', async () => {
    const [first, second] = await Promise.all([renderInvoicePdf(creditNote), renderInvoicePdf(creditNote)]);
    expect(first.equals(second)).toBe(true);
    const info = await poppler('pdfinfo', ['-'], first);
    expect(info).toMatch(/Title: +Credit Note KW\/CN\/26-27\/0009/);
    expect(info).toMatch(/CreationDate: +Thu Dec +3 18:30:00 2026 UTC/);
    expect(info).toContain('595.28 x 841.89 pts (A4)');
    expect(first.length).toBeLessThan(60_000);
    expect((await renderInvoicePdf(devanagariInvoice)).length).toBeLessThan(80_000);
  });
});

describe('scriptRuns', () => {
  it('cuts text where the script changes, keeping spaces and punctuation with the run before', () => {
    expect(scriptRuns('हाथ से बुनी साड़ी (Banarasi silk, ज़री)')).toEqual([
      { text: 'हाथ से बुनी साड़ी (', script: 'deva' },
      { text: 'Banarasi silk, ', script: 'latin' },
      { text: 'ज़री)', script: 'deva' },
    ]);
  });
});
