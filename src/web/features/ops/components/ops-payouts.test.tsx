// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { LedgerStatus } from '#shared/contracts/ledger.ts';
import type { Payee, PayoutRunDetail, TaxToDeposit } from '#shared/contracts/payouts-ops.ts';
import { opsMoneyEndpoints } from '#shared/endpoints/payouts-ops.ts';
import { financialQuarterOf } from '#shared/financial-year.ts';
import { answer, recordRequests, recordUploads, refuse, renderScreen, server } from '#web/testing/render-screen.tsx';
import { OpsPayouts } from './ops-payouts.tsx';
import { PayoutRun } from './payout-run.tsx';

const balance = (amounts: Partial<Record<LedgerStatus, number>>): Record<LedgerStatus, number> => ({
  awaiting: 0,
  pending: 0,
  payable: 0,
  in_payout: 0,
  paid: 0,
  reversed: 0,
  ...amounts,
});

const payees: Payee[] = [
  {
    userId: 'u-seller',
    name: 'Kaveri Silks',
    email: 'seller@haat.demo',
    roles: ['seller'],
    method: { kind: 'bank', label: 'HDFC Bank XXXXXX6789', hasPan: false },
    balance: balance({ payable: 500_000, paid: 120_000 }),
  },
  {
    userId: 'u-creator',
    name: 'Priya Sharma',
    email: 'creator@haat.demo',
    roles: ['creator'],
    method: { kind: 'upi', label: 'UPI prXXXXes@okaxis', hasPan: true },
    balance: balance({ payable: 150_000 }),
  },
  {
    userId: 'u-ravi',
    name: 'Ravi Kumar',
    email: 'ravi@haat.demo',
    roles: ['creator', 'seller'],
    method: null,
    balance: balance({ payable: 30_000 }),
  },
];

const RUN_ID = '0b6f3a52-2d0e-4a57-9d3e-6a4f1c2b9e11';
const PAYOUT_ID = '5d7e2c10-8b1a-4f0e-a2c4-3e9d8f7a6b21';

const payout = (fields: Partial<PayoutRunDetail['items'][number]>): PayoutRunDetail['items'][number] => ({
  id: PAYOUT_ID,
  runId: RUN_ID,
  status: 'processing',
  grossPaise: 150_000,
  deductions: [],
  netPaise: 150_000,
  destination: 'UPI prXXXXes@okaxis',
  utr: null,
  referenceKind: 'utr',
  failureReason: null,
  createdAt: '2026-11-26T04:30:00.000Z',
  settledAt: null,
  payeeName: 'Priya Sharma',
  payeeEmail: 'creator@haat.demo',
  ...fields,
});

const run: PayoutRunDetail = {
  id: RUN_ID,
  provider: 'manual',
  minimumPaise: 10_000,
  startedBy: 'ops@haat.demo',
  scheduledFor: null,
  createdAt: '2026-11-26T04:30:00.000Z',
  payouts: 2,
  netPaise: 649_500,
  open: 1,
  items: [
    payout({}),
    payout({
      id: 'c3b1e0a2-6f4d-4c8e-9a7b-2d1e0f9c8b73',
      status: 'paid',
      grossPaise: 500_000,
      deductions: [
        {
          section: '194O',
          taxYear: 2025,
          label: 'TDS u/s 194-O',
          basePaise: 500_000,
          rateBps: 500,
          amountPaise: 25_000,
        },
      ],
      netPaise: 475_000,
      destination: 'HDFC Bank XXXXXX6789',
      utr: 'HDFCN52026112600123',
      payeeName: 'Kaveri Silks',
      payeeEmail: 'seller@haat.demo',
    }),
  ],
};

const tax: TaxToDeposit = {
  from: '2026-10-01',
  to: '2026-12-31',
  sections: [
    // Paid in this quarter, credited in March 2026: tax year 2025-26, under the 1961 Act.
    { section: '194O', taxYear: 2025, label: 'TDS u/s 194-O', basePaise: 500_000, amountPaise: 25_000 },
    { section: '194O', taxYear: 2026, label: 'TDS u/s 393 (e-commerce sales)', basePaise: 0, amountPaise: 0 },
    { section: '194H', taxYear: 2026, label: 'TDS u/s 393 (commission)', basePaise: 0, amountPaise: 0 },
    { section: 'TCS52', taxYear: 2026, label: 'GST TCS u/s 52', basePaise: 0, amountPaise: 0 },
  ],
  // October's ₹250 was due on 7 November; ₹100 of it was deposited on the 10th.
  deposits: [
    {
      month: '2026-10',
      section: '194O',
      deductedPaise: 25_000,
      depositedPaise: 10_000,
      dueOn: '2026-11-07',
      late: true,
    },
  ],
  challans: [
    {
      id: 'challan-1',
      section: '194O',
      month: '2026-10',
      bsrCode: '0510308',
      depositedOn: '2026-11-10',
      serial: '00042',
      amountPaise: 10_000,
      recordedAt: '2026-11-10T06:00:00.000Z',
    },
  ],
};

/**
 * The tab and a run's page at `path`, the server answering the payees, the runs, `run` (or what `theRun` says it is
 * now) and this quarter's tax. What a test sends is answered by handlers of its own.
 */
function renderAt(path: string, theRun: () => PayoutRunDetail | Response = () => run) {
  const { year, quarter } = financialQuarterOf(new Date());
  server.use(
    answer(opsMoneyEndpoints.payees, () => ({ items: payees })),
    answer(opsMoneyEndpoints.runs, () => ({ items: [run] })),
    answer(opsMoneyEndpoints.run, ({ params }) =>
      params.id === RUN_ID ? theRun() : refuse(404, 'not_found', 'No payout run has this id.'),
    ),
    answer(opsMoneyEndpoints.tcsStates, () => ({ items: [{ code: '27', name: 'Maharashtra' }] })),
    answer(opsMoneyEndpoints.tax, ({ query }) =>
      query.year === year && query.quarter === quarter ? tax : refuse(404, 'not_found', 'Not this quarter.'),
    ),
  );
  return renderScreen(
    <Routes>
      <Route path="/ops/payouts" element={<OpsPayouts />} />
      <Route path="/ops/payouts/:runId" element={<PayoutRun />} />
    </Routes>,
    { route: path },
  );
}

/** The tab, once its runs, payees and tax have come. */
async function renderTab() {
  renderAt('/ops/payouts');
  await screen.findByRole('table', { name: 'Payout runs, newest first' });
  await screen.findByRole('table', { name: /Creators and sellers with earnings/ });
  await within(await screen.findByRole('region', { name: 'Tax to deposit' })).findByRole('row', { name: /Total/ });
}

/** The run's page, once the run has come. */
async function renderRun(theRun?: () => PayoutRunDetail | Response) {
  renderAt(`/ops/payouts/${RUN_ID}`, theRun);
  await screen.findByRole('article', { name: 'Priya Sharma' });
}

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('the Payouts tab', () => {
  it('lists the runs, the payees with their method and balances, and the tax to deposit', async () => {
    await renderTab();
    const runs = screen.getByRole('table', { name: 'Payout runs, newest first' });
    expect(within(runs).getByText('1 open')).toBeTruthy();
    expect(within(runs).getByText('₹6,495.00')).toBeTruthy();
    expect(
      within(runs)
        .getByRole('link', { name: /^View the Payout run of/ })
        .getAttribute('href'),
    ).toBe(`/ops/payouts/${RUN_ID}`);
    const table = screen.getByRole('table', { name: /Creators and sellers with earnings/ });
    const ravi = within(table).getByRole('row', { name: /Ravi Kumar/ });
    expect(within(ravi).getByText('No payout method')).toBeTruthy();
    const seller = within(table).getByRole('row', { name: /Kaveri Silks/ });
    expect(within(seller).getByText('HDFC Bank XXXXXX6789')).toBeTruthy();
    expect(within(seller).getByText('No')).toBeTruthy();
    expect(within(seller).getByText('₹5,000.00')).toBeTruthy();
    const deposit = screen.getByRole('region', { name: 'Tax to deposit' });
    expect(within(deposit).getByRole('row', { name: /TDS u\/s 194-O/ }).textContent).toContain('₹250.00');
    expect(within(deposit).getByRole('row', { name: /Total/ }).textContent).toContain('₹250.00');
  });

  it('shows each month’s TDS deducted, deposited and due, and records a challan checked with the contract', async () => {
    const sent: unknown[] = [];
    server.use(
      answer(opsMoneyEndpoints.recordChallan, ({ body }) => {
        sent.push(body);
        return { ...(body as object), id: 'challan-2', recordedAt: '2026-11-29T06:00:00.000Z' } as never;
      }),
    );
    await renderTab();
    const deposits = screen.getByRole('region', { name: 'TDS deposits' });
    const october = within(deposits).getByRole('row', { name: /October 2026/ });
    expect(october.textContent).toContain('₹250.00');
    expect(october.textContent).toContain('₹100.00');
    expect(october.textContent).toContain('Late');
    expect(within(deposits).getByRole('list', { name: 'Challans recorded' }).textContent).toContain('0510308 · 00042');

    const form = within(deposits).getByRole('form', { name: 'Record a challan' });
    type('BSR code', '51030');
    type('Challan serial no.', '42');
    fireEvent.click(within(form).getByRole('button', { name: 'Record challan' }));
    expect(await within(form).findByText('The BSR code is the bank branch’s 7 digits on the challan.')).toBeTruthy();
    expect(within(form).getByText('The challan serial number has 5 digits.')).toBeTruthy();
    expect(sent).toEqual([]);

    type('Month of deduction', '2026-10');
    type('BSR code', '0510308');
    type('Date of deposit', '2026-11-28');
    type('Challan serial no.', '00043');
    type('Amount deposited (₹)', '150');
    fireEvent.click(within(form).getByRole('button', { name: 'Record challan' }));
    await waitFor(() =>
      expect(sent).toEqual([
        {
          section: '194O',
          month: '2026-10',
          bsrCode: '0510308',
          depositedOn: '2026-11-28',
          serial: '00043',
          amountPaise: 15_000,
        },
      ]),
    );
  });

  it('asks for the run’s provider and minimum, says whom it will pay, and opens the run it started', async () => {
    const starts: { url: string; method: string; body: unknown }[] = [];
    server.use(
      answer(opsMoneyEndpoints.startRun, ({ request, body }) => {
        starts.push({ url: new URL(request.url).pathname, method: request.method, body });
        return { ...run, id: RUN_ID };
      }),
    );
    await renderTab();
    fireEvent.click(screen.getByRole('button', { name: 'Start a payout run…' }));
    const dialog = screen.getByRole('dialog', { name: 'Start a payout run' });
    expect(within(dialog).getByLabelText<HTMLSelectElement>('Provider').value).toBe('manual');
    expect(within(dialog).getByLabelText<HTMLInputElement>('Minimum balance (₹)').value).toBe('100');
    type('Minimum balance (₹)', 'a lot');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Start run' }));
    expect(within(dialog).getByText('Enter an amount in ₹, e.g. 100 or 250.50.')).toBeTruthy();
    expect(starts).toEqual([]);

    type('Minimum balance (₹)', '250');
    expect(dialog.textContent).toContain('this pays 2 payees (₹6,500.00 before tax)');
    expect(dialog.textContent).toContain('1 payee has no payout method and will wait.');
    expect(dialog.textContent).toContain('Next, download the bank file');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Start run' }));

    expect(await screen.findByRole('link', { name: 'Download bank file' })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(starts).toHaveLength(1);
    const [start] = starts;
    expect(start?.url).toBe('/api/ops/payout-runs');
    expect(start?.method).toBe('POST');
    expect(start?.body).toEqual({ provider: 'manual', minimumPaise: 25_000 });
  });

  it('shows why a run could not start, in the dialog', async () => {
    server.use(
      answer(opsMoneyEndpoints.startRun, () =>
        refuse(409, 'conflict', 'RazorpayX is not set up: set PAYOUT_PROVIDER=razorpayx and its keys.'),
      ),
    );
    await renderTab();
    fireEvent.click(screen.getByRole('button', { name: 'Start a payout run…' }));
    const dialog = screen.getByRole('dialog', { name: 'Start a payout run' });
    fireEvent.change(within(dialog).getByLabelText('Provider'), { target: { value: 'razorpayx' } });
    expect(dialog.textContent).toContain('The payouts are sent to RazorpayX now');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Start run' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'RazorpayX is not set up: set PAYOUT_PROVIDER=razorpayx and its keys.',
    );
  });
});

describe('a payout run’s page', () => {
  it('shows each payout’s gross, deductions, net, status and UTR, and the bank file of a manual run', async () => {
    await renderRun();
    const seller = screen.getByRole('article', { name: 'Kaveri Silks' });
    expect(seller.textContent).toContain('TDS u/s 194-O5% of ₹5,000.00−₹250.00');
    expect(seller.textContent).toContain('Net₹4,750.00');
    expect(seller.textContent).toContain('To HDFC Bank XXXXXX6789');
    expect(within(seller).getByText('HDFCN52026112600123')).toBeTruthy();
    expect(within(seller).queryByRole('button')).toBeNull();
    const creator = screen.getByRole('article', { name: 'Priya Sharma' });
    expect(within(creator).getByText('With the bank')).toBeTruthy();
    expect(within(creator).getByRole('button', { name: 'Record UTR for Priya Sharma' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Download bank file' }).getAttribute('href')).toBe(
      `/api/ops/payout-runs/${RUN_ID}/bank-file.csv`,
    );
  });

  it('records a UTR checked against the contract, and shows a refusal in place', async () => {
    // The payout was settled meanwhile: the server refuses, and the run reloaded after says so.
    const settled: PayoutRunDetail = {
      ...run,
      open: 0,
      items: run.items.map((item) => ({ ...item, status: 'paid' as const, utr: item.utr ?? 'AXISP00123456789' })),
    };
    let now: PayoutRunDetail = run;
    const results: { url: string; body: unknown }[] = [];
    server.use(
      answer(opsMoneyEndpoints.recordResult, ({ request, body }) => {
        results.push({ url: new URL(request.url).pathname, body });
        now = settled;
        return refuse(409, 'conflict', 'This payout is settled already.');
      }),
    );
    const sent = recordRequests();
    await renderRun(() => now);
    const card = screen.getByRole('article', { name: 'Priya Sharma' });
    fireEvent.click(within(card).getByRole('button', { name: 'Record UTR for Priya Sharma' }));
    const form = within(card).getByRole('form', { name: 'Bank result for Priya Sharma' });
    fireEvent.change(within(form).getByLabelText('UTR'), { target: { value: '12345' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save UTR' }));
    expect(within(form).getByText('A UTR is 12–22 letters or digits, as the bank shows it.')).toBeTruthy();
    // Nothing was sent: the run is all the page asked for.
    expect(sent).toEqual([`GET /api/ops/payout-runs/${RUN_ID}`]);

    fireEvent.change(within(form).getByLabelText('UTR'), { target: { value: 'AXISP00123456789' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save UTR' }));
    expect((await within(form).findByRole('alert')).textContent).toBe('This payout is settled already.');
    const [result] = results;
    expect(result?.url).toBe(`/api/ops/payouts/${PAYOUT_ID}/result`);
    expect(result?.body).toEqual({ utr: 'AXISP00123456789' });
    // The run reloads after the refusal: the card shows where the payout stands now.
    await waitFor(() => expect(within(card).getByText('Paid')).toBeTruthy());

    fireEvent.click(within(form).getByRole('button', { name: 'Mark failed instead' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Mark failed' }));
    expect(within(form).getByText('Say why the payout failed.')).toBeTruthy();
    expect(results).toHaveLength(1);

    fireEvent.click(within(form).getByRole('button', { name: 'Cancel' }));
    expect(within(card).queryByRole('form')).toBeNull();
    expect(within(card).queryByRole('button', { name: /^Record UTR/ })).toBeNull();
  });

  it('uploads the bank’s result and lists the rows it refused', async () => {
    server.use(
      answer(opsMoneyEndpoints.bankResult, () =>
        refuse(422, 'validation_failed', 'Nothing was recorded: fix the file and upload it again.', {
          fields: {
            file: ['Row 2: a paid payout needs its UTR (12–22 letters or digits).', 'Row 3: no payout x in this run.'],
          },
        }),
      ),
    );
    const sent = recordRequests();
    const uploads = recordUploads();
    await renderRun();
    fireEvent.click(screen.getByRole('button', { name: 'Upload bank result' }));
    expect(screen.getByText('Choose the bank’s result file first.')).toBeTruthy();
    expect(sent).toEqual([`GET /api/ops/payout-runs/${RUN_ID}`]);
    expect(uploads).toEqual([]);

    const file = new File(['Payout ID,Status,UTR,Reason\n'], 'result.csv', { type: 'text/csv' });
    fireEvent.change(screen.getByLabelText('Bank result file (CSV)'), { target: { files: [file] } });
    fireEvent.click(screen.getByRole('button', { name: 'Upload bank result' }));
    const refusal = await screen.findByText('Nothing was recorded: fix the file and upload it again.');
    const alert = refusal.closest('[role="alert"]') as HTMLElement;
    expect(
      within(alert)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Row 2: a paid payout needs its UTR (12–22 letters or digits).', 'Row 3: no payout x in this run.']);
    expect(sent).toEqual([`GET /api/ops/payout-runs/${RUN_ID}`, `POST /api/ops/payout-runs/${RUN_ID}/bank-result`]);
    const [upload] = uploads;
    expect(upload?.url).toBe(`/api/ops/payout-runs/${RUN_ID}/bank-result`);
    await waitFor(() => expect(upload?.form.get('file')).toBeInstanceOf(File));
  });
  it('says so when the link names no run', async () => {
    renderAt('/ops/payouts/7a1c2e3d-4b5f-4a6e-8d9c-0b1a2c3d4e5f');
    expect(await screen.findByRole('heading', { name: 'No such payout run' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'All payout runs' }).getAttribute('href')).toBe('/ops/payouts');
  });
});
