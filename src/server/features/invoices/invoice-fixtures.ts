import { rupeesInWords } from '#shared/amount-in-words.ts';
import type { InvoiceDocument, InvoiceLine } from '#shared/contracts/invoices.ts';
import { taxInclusive } from '#shared/gst.ts';

/*
 * GST documents for tests: each a consistent document as the invoice service would issue it (taxes taken out of
 * GST-inclusive prices to the paisa, totals summed, amounts in words), for the renderer's tests and golden files.
 */

/** A line as sold: `quantity` pieces at a GST-inclusive unit price. */
export function invoiceLine(
  description: string,
  hsnCode: string,
  quantity: number,
  unitPricePaise: number,
  rateBps: number,
  intraState: boolean,
): InvoiceLine {
  const totalPaise = unitPricePaise * quantity;
  return {
    description,
    hsnCode,
    quantity,
    unit: 'NOS',
    unitPricePaise,
    rateBps,
    ...taxInclusive(totalPaise, rateBps, intraState),
    totalPaise,
  };
}

/** A document with its totals and amount in words worked out from its lines. */
export function withTotals(document: Omit<InvoiceDocument, 'totals' | 'amountInWords'>): InvoiceDocument {
  const sum = (key: 'taxablePaise' | 'cgstPaise' | 'sgstPaise' | 'igstPaise' | 'totalPaise') =>
    document.lines.reduce((total, line) => total + line[key], 0);
  const totals = {
    taxablePaise: sum('taxablePaise'),
    cgstPaise: sum('cgstPaise'),
    sgstPaise: sum('sgstPaise'),
    igstPaise: sum('igstPaise'),
    totalPaise: sum('totalPaise'),
  };
  return { ...document, totals, amountInWords: rupeesInWords(totals.totalPaise) };
}

const MAHARASHTRA = { code: '27', name: 'Maharashtra' };
const KARNATAKA = { code: '29', name: 'Karnataka' };
const RAJASTHAN = { code: '08', name: 'Rajasthan' };

const registeredSupplier = {
  legalName: 'Kavya Handlooms Private Limited',
  tradeName: 'Kavya Weaves',
  address: 'Unit 4, Sai Industrial Estate, LBS Marg, Ghatkopar West, Mumbai 400086',
  state: MAHARASHTRA,
  gstin: '27AAGCK1234M1Z5',
  enrolmentNumber: null,
};

const puneBuyer = {
  name: 'Ananya Deshpande',
  address: 'Flat 302, Shanti Kunj, Baner Road, Baner, Pune 411045',
  state: MAHARASHTRA,
  gstin: null,
};

const intraLines = [
  invoiceLine('Handwoven Paithani silk saree, peacock border, with blouse piece', '50072010', 1, 1_249_900, 500, true),
  invoiceLine('Cotton kurta, indigo block print (size M)', '62114210', 2, 149_950, 500, true),
  invoiceLine('Brass diya set of 4', '74181022', 1, 89_900, 1800, true),
];

/** A registered Mumbai seller's invoice to a Pune buyer: CGST + SGST. */
export const intraStateInvoice: InvoiceDocument = withTotals({
  id: 'inv_intra',
  kind: 'tax_invoice',
  number: 'KW/26-27/000123',
  issuedOn: '2026-11-26',
  refersTo: null,
  reason: null,
  orderNumber: 'HAAT-7K3Q-92XD',
  period: null,
  services: false,
  supplier: registeredSupplier,
  recipient: puneBuyer,
  placeOfSupply: MAHARASHTRA,
  intraState: true,
  reverseCharge: false,
  lines: intraLines,
  signatory: 'Kavya Handlooms Private Limited',
});

/** The same seller's invoice to a Bengaluru buyer: IGST. */
export const interStateInvoice: InvoiceDocument = withTotals({
  ...intraStateInvoice,
  id: 'inv_inter',
  number: 'KW/26-27/000124',
  orderNumber: 'HAAT-8M2P-41QA',
  recipient: {
    name: 'Rohan Iyer',
    address: '14, 2nd Cross, 5th Main, Indiranagar, Bengaluru 560038',
    state: KARNATAKA,
    gstin: null,
  },
  placeOfSupply: KARNATAKA,
  intraState: false,
  lines: [
    invoiceLine(
      'Handwoven Paithani silk saree, peacock border, with blouse piece',
      '50072010',
      1,
      1_249_900,
      500,
      false,
    ),
    invoiceLine('Brass diya set of 4', '74181022', 3, 89_900, 1800, false),
  ],
});

/** An unregistered Jaipur seller's bill of supply: no tax. */
export const billOfSupply: InvoiceDocument = withTotals({
  id: 'inv_bos',
  kind: 'bill_of_supply',
  number: 'BOS/26-27/0007',
  issuedOn: '2026-11-26',
  refersTo: null,
  reason: null,
  orderNumber: 'HAAT-2B7C-55RT',
  period: null,
  services: false,
  supplier: {
    legalName: 'Meera Blue Pottery',
    tradeName: 'Meera Blue Pottery',
    address: '22, Kumharon ka Mohalla, Sanganer, Jaipur 302029',
    state: RAJASTHAN,
    gstin: null,
    enrolmentNumber: '08ABCPM4321K1Z6',
  },
  recipient: {
    name: 'Arjun Singh Rathore',
    address: '8, Civil Lines, Ajmer Road, Jaipur 302006',
    state: RAJASTHAN,
    gstin: null,
  },
  placeOfSupply: RAJASTHAN,
  intraState: true,
  reverseCharge: false,
  lines: [
    invoiceLine('Blue pottery serving bowl, 8 inch', '6912', 2, 65_000, 0, true),
    invoiceLine('Blue pottery coaster set of 6', '6912', 1, 42_000, 0, true),
  ],
  signatory: 'Meera Blue Pottery',
});

/** A credit note for the returned kurtas of the intra-state invoice. */
export const creditNote: InvoiceDocument = withTotals({
  ...intraStateInvoice,
  id: 'inv_cn',
  kind: 'credit_note',
  number: 'KW/CN/26-27/0009',
  issuedOn: '2026-12-04',
  refersTo: { number: intraStateInvoice.number, issuedOn: intraStateInvoice.issuedOn },
  reason: 'Returned',
  lines: [invoiceLine('Cotton kurta, indigo block print (size M)', '62114210', 2, 149_950, 500, true)],
});

const PRODUCTS: [string, string, number, number][] = [
  ['Madhubani painting on handmade paper, fish motif, 12 x 16 inch', '49119910', 349_900, 1800],
  ['Terracotta wall plate', '69139000', 79_900, 1800],
  ['Cotton dupatta, bagru print', '62149090', 64_900, 500],
  ['Kalamkari cushion cover pair', '63049260', 119_900, 500],
  ['Sandalwood carved elephant, 6 inch', '44209090', 249_900, 500],
];

/** Forty lines: the table runs over pages. */
export const longInvoice: InvoiceDocument = withTotals({
  ...intraStateInvoice,
  id: 'inv_long',
  number: 'KW/26-27/000125',
  orderNumber: 'HAAT-9ZZ1-00LG',
  lines: Array.from({ length: 40 }, (_unused, index) => {
    const [description, hsn, price, rate] = PRODUCTS[index % PRODUCTS.length] as [string, string, number, number];
    return invoiceLine(`${description} (${String(index + 1)})`, hsn, 1 + (index % 3), price, rate, true);
  }),
});

/** A Varanasi weaver's invoice to a Jaipur buyer, names and goods in Devanagari: IGST. */
export const devanagariInvoice: InvoiceDocument = withTotals({
  id: 'inv_deva',
  kind: 'tax_invoice',
  number: 'BB/26-27/000042',
  issuedOn: '2026-11-26',
  refersTo: null,
  reason: null,
  orderNumber: 'HAAT-4D3V-77NG',
  period: null,
  services: false,
  supplier: {
    legalName: 'श्री कृष्णा बुनकर सहकारी समिति',
    tradeName: 'बनारसी बुनकर',
    address: 'मकान नं. 17, पीली कोठी, बनारस (वाराणसी) 221001',
    state: { code: '09', name: 'Uttar Pradesh' },
    gstin: '09AAAAS1234K1Z2',
    enrolmentNumber: null,
  },
  recipient: {
    name: 'सुनीता शर्मा',
    address: 'फ़्लैट 12, द्वितीय तल, क्षत्रिय भवन, गांधी नगर, जयपुर 302015',
    state: RAJASTHAN,
    gstin: null,
  },
  placeOfSupply: RAJASTHAN,
  intraState: false,
  reverseCharge: false,
  lines: [
    invoiceLine('हाथ से बुनी साड़ी (Banarasi silk, ज़री बॉर्डर)', '50072010', 1, 1_850_000, 500, false),
    invoiceLine('प्रिंटेड सूती दुपट्टा', '62149090', 2, 59_900, 500, false),
    invoiceLine(
      'हस्तनिर्मित पीतल की पूजा थाली, पारंपरिक नक्काशी के साथ, त्योहारों के लिए उपयुक्त (Handmade brass thali, 12 inch)',
      '74181022',
      1,
      249_900,
      1800,
      false,
    ),
  ],
  signatory: 'श्री कृष्णा बुनकर सहकारी समिति',
});

/** Every fixture by a short name. */
