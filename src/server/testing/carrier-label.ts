import PdfDocument from 'pdfkit';

/** A 4×6-inch label as the carriers' test servers make one: the courier, the AWB, the order, cash or not, the PIN. */
export function carrierLabelPdf(label: {
  courier: string;
  awb: string;
  order: string;
  /** Rupees collected on delivery; null: prepaid. */
  codRupees: number | null;
  pincode: string;
}): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PdfDocument({ size: [288, 432], margin: 18 });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.fontSize(14).text(label.courier);
    doc.fontSize(18).text(`AWB ${label.awb}`);
    doc.fontSize(10).text(`Order ${label.order}`);
    doc.text(label.codRupees === null ? 'PREPAID' : `COD Rs ${label.codRupees}`);
    doc.text(`Deliver to PIN ${label.pincode}`);
    doc.end();
  });
}
