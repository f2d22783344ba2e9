import { codEndpoints } from '#shared/endpoints/payments.ts';
import { createRouter, serviceContext } from '../../router.ts';
import { csvDownload } from '../../lib/downloads.ts';
import type { OpsCodRefunds } from '#shared/contracts/payments-cod.ts';
import { pincodeSchema } from '#shared/contracts/orders-checkout.ts';
import { AppError } from '../../lib/errors.ts';
import { readUpload } from '../../lib/uploads.ts';
import {
  importPincodeRules,
  listPincodeRules,
  readCodRules,
  setCodRules,
  setPincodeRule,
} from './cod-rules.service.ts';
import { codRefundBankFile, opsCodRefunds, recordCodRefundResult, sendRefundsToBank } from './cod-refund-bank.ts';

/** The largest PIN code file taken: India's 19,000 PIN codes with a yes or no are under 300 KB. */
const MAX_PINCODE_FILE_BYTES = 1024 * 1024;

/* The operator's cash-on-delivery rules (decision 070). Every write runs with its audit row in one transaction. */
export const codRoutes = createRouter()
  .serve(codEndpoints.rules, async (c) => c.json(await readCodRules(c.get('deps').database.db), 200))
  .serve(codEndpoints.setRules, async (c) => {
    const { database, now, payments } = c.get('deps');
    await database.db.transaction((tx) =>
      setCodRules(tx, c.req.valid('json'), { userId: c.var.user.id, upiOffered: payments.gateway !== null }, now()),
    );
    return c.json(await readCodRules(database.db), 200);
  })
  .serve(codEndpoints.pincodes, async (c) => {
    const { database } = c.get('deps');
    return c.json({ items: await listPincodeRules(database.db, c.req.valid('query').pincode) }, 200);
  })
  .serve(codEndpoints.setPincode, async (c) => {
    const { database, now } = c.get('deps');
    const body = c.req.valid('json');
    const parsed = pincodeSchema.safeParse(c.req.valid('param').pincode);
    // The path names a PIN code: anything else is no PIN code there is.
    if (!parsed.success) throw new AppError('not_found', /*i18n*/ 'No such PIN code: a PIN code has 6 digits.');
    const pincode = parsed.data;
    await database.db.transaction((tx) => setPincodeRule(tx, { pincode, ...body }, c.var.user.id, now()));
    return c.body(null, 204);
  })
  .serve(codEndpoints.importPincodes, async (c) => {
    const { database, now } = c.get('deps');
    const { file, reason } = c.req.valid('form') as { file?: unknown; reason: string };
    const bytes = await readUpload(file, { field: 'file', maxBytes: MAX_PINCODE_FILE_BYTES, noun: 'csv' });
    const counts = await database.db.transaction((tx) =>
      importPincodeRules(tx, { text: new TextDecoder().decode(bytes), reason }, c.var.user.id, now()),
    );
    return c.json(counts, 200);
  })
  .serve(codEndpoints.refunds, async (c) => {
    const { database } = c.get('deps');
    return c.json(await opsCodRefunds(database.db, paidBy(c.get('deps'))), 200);
  })
  .serve(codEndpoints.refundsToBank, async (c) => {
    const { database, now } = c.get('deps');
    const count = await sendRefundsToBank(database.db, { userId: c.var.user.id, paidBy: paidBy(c.get('deps')) }, now());
    return c.json({ count }, 200);
  })
  .serve(codEndpoints.refundsBankFile, async (c) => {
    const { database, now, payoutCrypto } = c.get('deps');
    const operator = { userId: c.var.user.id, paidBy: paidBy(c.get('deps')) };
    const csv = await codRefundBankFile(database.db, payoutCrypto, operator, now());
    return csvDownload(c, `haat-cod-refunds-${now().toISOString().slice(0, 10)}.csv`, csv);
  })
  .serve(codEndpoints.recordRefund, async (c) => {
    const context = serviceContext(c);
    if (paidBy(c.get('deps')) !== 'bank_file')
      throw new AppError('conflict', /*i18n*/ 'Refunds are paid through RazorpayX: their results come from RazorpayX.');
    const refund = {
      id: c.req.valid('param').refundId,
      result: c.req.valid('json'),
      operatorUserId: c.var.user.id,
    };
    return c.json(await recordCodRefundResult({ db: context.db, mails: context.orderMails }, refund, context.now), 200);
  });

/** Without a payout provider, the operator pays COD refunds by the bank file. */
const paidBy = (deps: { payouts: { provider: unknown } }): OpsCodRefunds['paidBy'] =>
  deps.payouts.provider ? 'razorpayx' : 'bank_file';
