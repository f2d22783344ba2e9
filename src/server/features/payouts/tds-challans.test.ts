import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { opsEndpoints } from '#shared/endpoints/ops.ts';
import { opsMoneyEndpoints } from '#shared/endpoints/payouts-ops.ts';
import { financialQuarterOf, indiaDate } from '#shared/financial-year.ts';
import { tdsDueOn } from '#shared/tds-deposit.ts';
import { callEndpoint, dataOf } from '../../testing/call-endpoint.ts';
import { signedInOperator } from '../../testing/ops-setup.ts';
import { payeesWithPayables } from '../../testing/payout-setup.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';

/*
 * The TDS Haat deposits, challan by challan (issue 36): the operator records each challan, sees each month's tax
 * deducted beside what was deposited and when it was due, and the TDS return's rows carry the deposit and its challan.
 */

const DAY_MS = 86_400_000;
let server: TestServer;
let operator: string;

beforeAll(async () => {
  server = await startTestServer();
  operator = (await signedInOperator(server)).cookie;
}, 60_000);

afterAll(async () => {
  await server?.close();
});

const record = (body: Record<string, unknown>, cookie = operator) =>
  callEndpoint(server, opsMoneyEndpoints.recordChallan, { body: body as never }, cookie);

async function tdsReturn(query: string) {
  const answer = await server.fetch(`/api/ops/tax/tds-return.csv?${query}`, { headers: { cookie: operator } });
  return parse((await answer.text()).replace(/^\uFEFF/, ''), { columns: true }) as Record<string, string>[];
}

describe('TDS challans', () => {
  it('records challans, shows each month’s tax deducted, deposited and due, and fills the TDS return', async () => {
    const { seller } = await payeesWithPayables(server, {
      business: {
        businessName: 'Kaveri Silks',
        slug: 'kaveri-challan',
        pickupPincode: '400001',
        gstin: '27AAPFU0939F1ZV',
      },
      handle: 'meera.challan',
    });
    dataOf(await callEndpoint(server, opsMoneyEndpoints.startRun, { body: { provider: 'manual' } }, operator));
    const { year, quarter } = financialQuarterOf(server.deps.now());
    const query = { year, quarter };
    const month = indiaDate(server.deps.now()).slice(0, 7);
    const today = indiaDate(server.deps.now());
    const dueOn = tdsDueOn(month);

    // The seller's 0.1% on ₹1,428.57: ₹1.43 deducted this month, nothing deposited yet, not yet due.
    const before = dataOf(await callEndpoint(server, opsMoneyEndpoints.tax, { query }, operator));
    expect(before.deposits).toEqual([
      { month, section: '194O', deductedPaise: 143, depositedPaise: 0, dueOn, late: false },
    ]);
    expect(before.challans).toEqual([]);

    const challan = {
      section: '194O',
      month,
      bsrCode: '0510308',
      depositedOn: today,
      serial: '00042',
      amountPaise: 100,
    };
    // What a challan cannot be, each on its field; nothing is recorded.
    const fieldOf = async (body: Record<string, unknown>) => Object.keys((await record(body)).error?.fields ?? {});
    expect(await fieldOf({ ...challan, bsrCode: '51030' })).toEqual(['bsrCode']);
    expect(await fieldOf({ ...challan, serial: '42' })).toEqual(['serial']);
    expect(await fieldOf({ ...challan, amountPaise: 0 })).toEqual(['amountPaise']);
    expect(await fieldOf({ ...challan, section: 'TCS52' })).toEqual(['section']);
    expect(await fieldOf({ ...challan, depositedOn: `${month}-32` })).toEqual(['depositedOn']);
    expect(
      await fieldOf({ ...challan, depositedOn: indiaDate(new Date(server.deps.now().getTime() + DAY_MS)) }),
    ).toEqual(['depositedOn']);
    expect(await fieldOf({ ...challan, depositedOn: '2024-01-31', month: '2024-02' })).toEqual(['depositedOn']);
    expect(await fieldOf({ ...challan, month: '2099-01' })).toEqual(['month']);
    expect((await record(challan, seller.cookie)).status).toBe(403);
    expect(dataOf(await callEndpoint(server, opsMoneyEndpoints.tax, { query }, operator)).challans).toEqual([]);

    // ₹1.00 deposited: recorded once; the same challan number again is a conflict.
    const recorded = await record(challan);
    expect(recorded.status).toBe(201);
    expect(recorded.data).toMatchObject(challan);
    const again = await record({ ...challan, amountPaise: 43 });
    expect(again.status).toBe(409);
    expect(again.error?.message).toBe('A challan with this BSR code, date and serial number is recorded already.');

    // The return's row says what was deposited for it, and under which challan.
    const [row] = await tdsReturn(`year=${year}&quarter=${quarter}`);
    expect(row).toMatchObject({
      'Total tax deducted (₹)': '1.43',
      'Total tax deposited (₹)': '1.00',
      'Challan BSR code': '0510308',
      'Challan date of deposit': today.split('-').toReversed().join('/'),
      'Challan serial no.': '00042',
    });

    // Past the due date with 43 paise owed: late. Depositing the rest after it keeps the month late.
    server.deps.clock.advance(40 * DAY_MS);
    const overdue = dataOf(await callEndpoint(server, opsMoneyEndpoints.tax, { query }, operator));
    expect(overdue.deposits).toEqual([
      { month, section: '194O', deductedPaise: 143, depositedPaise: 100, dueOn, late: true },
    ]);
    const lateDay = indiaDate(server.deps.now());
    expect((await record({ ...challan, depositedOn: lateDay, serial: '00043', amountPaise: 43 })).status).toBe(201);
    const settled = dataOf(await callEndpoint(server, opsMoneyEndpoints.tax, { query }, operator));
    expect(settled.deposits[0]).toMatchObject({ depositedPaise: 143, late: true });
    expect(settled.challans.map((item) => [item.serial, item.amountPaise])).toEqual([
      ['00042', 100],
      ['00043', 43],
    ]);
    expect((await tdsReturn(`year=${year}&quarter=${quarter}`))[0]?.['Total tax deposited (₹)']).toBe('1.43');

    // The audit log names the challan by its number, with what it paid.
    const audit = dataOf(await callEndpoint(server, opsEndpoints.audit, { query: {} }, operator));
    const entry = audit.items.find(
      (item) => item.action === 'tds_challan.record' && item.subjectId === recorded.data?.id,
    );
    expect(entry?.subject).toEqual({ name: `0510308 ${today} 00042`, detail: `₹1.00 · 194O ${month}`, at: null });
  });
});
