import { z } from 'zod';
import { commissionSettingsSchema, commissionUpdateSchema } from '../contracts/commission.ts';
import {
  marketplaceOverviewSchema,
  payeeSchema,
  payoutResultSchema,
  payoutRunDetailSchema,
  payoutRunSummarySchema,
  startRunSchema,
  gstr8Schema,
  taxToDepositSchema,
  tdsChallanInputSchema,
  tdsChallanSchema,
} from '../contracts/payouts-ops.ts';
import { listEnvelopeSchema, text } from '../contracts/common.ts';
import { payoutSchema } from '../contracts/payouts-runs.ts';
import { defineEndpoint } from './define.ts';
import { monthQuery } from './invoices.ts';

/** A month and a state (its GST code): one GSTR-8. */
const tcsQuery = monthQuery.extend({
  state: text().regex(/^\d\d$/, /*i18n*/ 'A state as its two-digit GST code, e.g. 27.'),
});
import { statementQuery } from './payouts-runs.ts';

/** Paths that more than one method of a resource shares. */
const opsCommissionPath = '/ops/commission';
const opsPayoutRunsPath = '/ops/payout-runs';

/* The operator console's money: the overview, commission, payees, payout runs and the tax to deposit. */

const runParams = z.object({ id: z.uuid(/*i18n*/ 'No payout run has this id.') });

export const opsMoneyEndpoints = {
  overview: defineEndpoint({
    method: 'get',
    path: '/ops/overview',
    access: 'operator',
    tags: ['ops'],
    summary: 'GMV, orders, platform revenue, lines by status and payables',
    query: z.object({ days: z.coerce.number().int().min(7).max(365).default(30) }),
    response: { status: 200, schema: marketplaceOverviewSchema, description: 'The marketplace over the period.' },
  }),
  commission: defineEndpoint({
    method: 'get',
    path: opsCommissionPath,
    access: 'operator',
    tags: ['ops'],
    summary: 'The commission rates in force',
    response: { status: 200, schema: commissionSettingsSchema, description: 'The rates, when and by whom set.' },
  }),
  setCommission: defineEndpoint({
    method: 'put',
    path: opsCommissionPath,
    access: 'operator',
    tags: ['ops'],
    summary: 'New commission rates, for orders placed from now on (audited with the reason)',
    body: commissionUpdateSchema,
    response: { status: 200, schema: commissionSettingsSchema, description: 'The rates now in force.' },
  }),
  payees: defineEndpoint({
    method: 'get',
    path: '/ops/payees',
    access: 'operator',
    tags: ['ops'],
    summary: 'Every creator and seller with earnings: payout method, PAN present, balance by status',
    response: { status: 200, schema: listEnvelopeSchema(payeeSchema), description: 'Payees, most payable first.' },
  }),
  runs: defineEndpoint({
    method: 'get',
    path: opsPayoutRunsPath,
    access: 'operator',
    tags: ['ops'],
    summary: 'Payout runs, newest first',
    response: { status: 200, schema: listEnvelopeSchema(payoutRunSummarySchema), description: 'The last 50 runs.' },
  }),
  startRun: defineEndpoint({
    method: 'post',
    path: opsPayoutRunsPath,
    access: 'operator',
    tags: ['ops'],
    summary: 'Start a payout run: every payee with a payout method whose payable balance reaches the minimum',
    body: startRunSchema,
    response: { status: 201, schema: payoutRunDetailSchema, description: 'The run and its payouts.' },
    errors: { 409: 'That provider is not set up.' },
  }),
  run: defineEndpoint({
    method: 'get',
    path: '/ops/payout-runs/{id}',
    access: 'operator',
    tags: ['ops'],
    summary: 'A payout run with its payouts',
    params: runParams,
    response: { status: 200, schema: payoutRunDetailSchema, description: 'The run.' },
    errors: { 404: 'No such run.' },
  }),
  bankFile: defineEndpoint({
    method: 'get',
    path: '/ops/payout-runs/{id}/bank-file.csv',
    access: 'operator',
    tags: ['ops'],
    summary: 'The bulk-transfer file of a manual run’s payouts waiting for the bank (full account details; audited)',
    params: runParams,
    response: { status: 200, stream: 'text/csv', description: 'One row per payout to pay.' },
    errors: { 404: 'No such run.', 409: 'Not a manual run.' },
  }),
  bankResult: defineEndpoint({
    method: 'post',
    path: '/ops/payout-runs/{id}/bank-result',
    access: 'operator',
    tags: ['ops'],
    summary: 'The bank’s result file: Payout ID, Status (paid or failed), UTR, Reason — all rows or nothing',
    params: runParams,
    form: { files: { file: 1 } },
    response: {
      status: 200,
      schema: z.object({ paid: z.number().int(), failed: z.number().int() }),
      description: 'How many payouts were recorded paid and failed.',
    },
    errors: { 404: 'No such run.', 413: 'The file is too large.' },
  }),
  recordResult: defineEndpoint({
    method: 'post',
    path: '/ops/payouts/{id}/result',
    access: 'operator',
    tags: ['ops'],
    summary: 'Record a manual run’s payout result: its UTR, or why it failed (its earnings are payable again)',
    params: z.object({ id: z.uuid(/*i18n*/ 'No payout has this id.') }),
    body: payoutResultSchema,
    response: { status: 200, schema: payoutSchema, description: 'The payout after.' },
    errors: { 404: 'No such payout.', 409: 'The payout is settled already, or goes through RazorpayX.' },
  }),
  tax: defineEndpoint({
    method: 'get',
    path: '/ops/tax',
    access: 'operator',
    tags: ['ops'],
    summary: 'Tax withheld from a quarter’s payouts, by section: what to deposit',
    query: statementQuery,
    response: { status: 200, schema: taxToDepositSchema, description: 'Totals by section.' },
  }),
  recordChallan: defineEndpoint({
    method: 'post',
    path: '/ops/tax/tds-challans',
    access: 'operator',
    tags: ['ops'],
    summary:
      'Record a TDS deposit by its challan (BSR code, date of deposit, serial number), the section and month of deduction it pays, and the amount',
    body: tdsChallanInputSchema,
    response: { status: 201, schema: tdsChallanSchema, description: 'The challan recorded.' },
    errors: {
      409: 'A challan with this BSR code, date and serial number is recorded already.',
      422: 'A field is not valid, the month is to come, or the date is before the month or after today.',
    },
  }),
  tdsReturn: defineEndpoint({
    method: 'get',
    path: '/ops/tax/tds-return.csv',
    access: 'operator',
    tags: ['ops'],
    summary:
      'The deductee rows of Haat’s quarterly TDS return (Form 26Q’s annexure, in its column order): each income-tax deduction from a payout in the quarter, as CSV',
    query: statementQuery,
    response: { status: 200, stream: 'text/csv', description: 'One row per deduction.' },
  }),
  tcsStates: defineEndpoint({
    method: 'get',
    path: '/ops/tax/tcs-states',
    access: 'operator',
    tags: ['ops'],
    summary: 'The states whose registered sellers supplied through Haat in a month: one GSTR-8 each',
    query: monthQuery,
    response: {
      status: 200,
      schema: z.object({ items: z.array(z.object({ code: z.string(), name: z.string() })) }),
      description: 'Each state by GST code and name.',
    },
  }),
  tcs: defineEndpoint({
    method: 'get',
    path: '/ops/tax/tcs.csv',
    access: 'operator',
    tags: ['ops'],
    summary:
      'Tax collected at source (CGST s. 52) on a month’s supplies by the sellers registered in a state, one row per supplier GSTIN (GSTR-8’s table 3), as CSV',
    query: tcsQuery,
    response: { status: 200, stream: 'text/csv', description: 'One row per supplier GSTIN.' },
  }),
  tcsJson: defineEndpoint({
    method: 'get',
    path: '/ops/tax/tcs.json',
    access: 'operator',
    tags: ['ops'],
    summary:
      'The same GSTR-8 as the JSON the GST portal’s offline tool imports, for Haat’s TCS registration in the state',
    query: tcsQuery,
    response: {
      status: 200,
      schema: gstr8Schema,
      description: 'GSTR-8, as an attachment: gstin, fp and a tcs row per supplier.',
    },
    errors: { 409: 'Haat has no TCS registration configured in the state (OPERATOR_TCS_GSTINS).' },
  }),
};
