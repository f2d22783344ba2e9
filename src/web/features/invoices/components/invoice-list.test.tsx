// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import type { InvoiceSummary } from '#shared/contracts/invoices.ts';
import { invoiceEndpoints } from '#shared/endpoints/invoices.ts';
import { answer, refuse, renderScreen, server } from '#web/testing/render-screen.tsx';
import { InvoiceList } from './invoice-list.tsx';
import { InvoicesSection } from './invoices-section.tsx';

// Half past midnight on 1 December in India, still 30 November in UTC: December's documents are shown first.
vi.hoisted(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-30T19:00:00.000Z'));
});

afterAll(() => {
  vi.useRealTimers();
});

afterEach(cleanup);

const invoice = (id: string, extra: Partial<InvoiceSummary>): InvoiceSummary => ({
  id,
  kind: 'tax_invoice',
  number: 'IN/26-27/000001',
  issuedOn: '2026-12-01',
  orderNumber: 'HT-7K3M9Q',
  recipientName: 'Ananya Rao',
  totalPaise: 12_345_678,
  pdfUrl: `/api/seller/invoices/${id}/pdf`,
  ...extra,
});

const sample = [
  invoice('c1', {
    kind: 'credit_note',
    number: 'CN/26-27/000001',
    issuedOn: '2026-12-03',
    totalPaise: 159_900,
    recipientName: 'Ravi Kumar',
  }),
  invoice('b1', { kind: 'bill_of_supply', number: 'BS/26-27/000004', issuedOn: '2026-12-02', totalPaise: 82_500 }),
  invoice('i1', {}),
];

const textOf = (element: Element) => element.textContent?.replace(/\s+/g, ' ').trim();
const cells = (row: HTMLElement) => [...row.querySelectorAll('th, td')].map(textOf);

describe('InvoiceList', () => {
  it('lists each document in a table: number, kind, date, order, buyer, amount and its PDF link', () => {
    render(<InvoiceList invoices={sample} monthLabel="December 2026" />);
    const table = screen.getByRole('table', {
      name: 'Invoices and credit notes issued in December 2026, newest first',
    });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map(cells)).toEqual([
      ['CN/26-27/000001', 'Credit note', '3 Dec 2026', 'HT-7K3M9Q', 'Ravi Kumar', '−₹1,599.00', 'PDF'],
      ['BS/26-27/000004', 'Bill of supply', '2 Dec 2026', 'HT-7K3M9Q', 'Ananya Rao', '₹825.00', 'PDF'],
      // Above ₹50,000 the consignment moves with an e-way bill: its Part A beside the PDF.
      ['IN/26-27/000001', 'Tax invoice', '1 Dec 2026', 'HT-7K3M9Q', 'Ananya Rao', '₹1,23,456.78', 'E-way bill PDF'],
    ]);
    expect(
      within(table).getByRole('link', { name: 'E-way bill for IN/26-27/000001 (JSON)' }).getAttribute('href'),
    ).toMatch(/^\/api\/seller\/invoices\/[^/]+\/eway-bill\.json$/);
    const link = within(table).getByRole('link', { name: 'Download tax invoice IN/26-27/000001 as PDF' });
    expect(link.getAttribute('href')).toBe('/api/seller/invoices/i1/pdf');
    expect(link.hasAttribute('download')).toBe(true);
  });

  it('shows the same documents as cards for a phone, each with a labelled PDF link', () => {
    render(<InvoiceList invoices={sample} monthLabel="December 2026" />);
    const cards = within(
      screen.getByRole('list', { name: 'Invoices and credit notes issued in December 2026, newest first' }),
    ).getAllByRole('listitem');
    expect(cards).toHaveLength(3);
    const [note] = cards;
    if (!note) throw new Error('no card');
    expect(textOf(note)).toBe('CN/26-27/000001Credit note3 Dec 2026 · Order HT-7K3M9QRavi Kumar · −₹1,599.00 PDF');
    expect(
      within(note).getByRole('link', { name: 'Download credit note CN/26-27/000001 as PDF' }).getAttribute('href'),
    ).toBe('/api/seller/invoices/c1/pdf');
  });

  it('says when documents are issued when a month has none', () => {
    render(<InvoiceList invoices={[]} monthLabel="November 2026" />);
    expect(screen.getByText('No invoices in November 2026')).toBeTruthy();
    expect(screen.getByText(/issued when an order ships/)).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });
});

describe('InvoicesSection', () => {
  it('opens on this month in India, with the month’s supplies report to download', async () => {
    server.use(
      answer(invoiceEndpoints.sellerList, ({ query }) =>
        query.month === '2026-12' ? { items: sample } : refuse(422, 'validation_failed', 'Not this month.'),
      ),
    );
    renderScreen(<InvoicesSection />);
    const month = await screen.findByLabelText<HTMLSelectElement>('Month');
    expect(month.value).toBe('2026-12');
    expect(within(month).getAllByRole('option')[1]?.textContent).toBe('November 2026');
    expect(await screen.findAllByRole('row')).toHaveLength(4);
    const report = screen.getByRole('link', { name: 'Download supplies report (CSV)' });
    expect(report.getAttribute('href')).toBe('/api/seller/reports/supplies.csv?month=2026-12&table=b2cs');
    // And GSTR-1's other tables, each its own CSV.
    expect(screen.getByRole('link', { name: 'HSN summary, table 12 (CSV)' }).getAttribute('href')).toBe(
      '/api/seller/reports/supplies.csv?month=2026-12&table=hsn',
    );
    expect(screen.getByText(/GSTR-1, table by table/)).toBeTruthy();
  });
});
