import { codEndpoints } from '#shared/endpoints/payments.ts';
import { createRouter } from '../../router.ts';
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
  });
