import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Env } from '../../env.ts';
import { createFieldCrypto, type FieldCrypto, parseFieldKeys } from '../../lib/field-crypto.ts';
import type { Logger } from '../../lib/logger.ts';

/**
 * The keys that encrypt payout details (decision 036): PAYOUT_DETAILS_KEY when set (required in production).
 * Otherwise a random key made once and kept in DATA_DIR beside the PGlite data it protects, as AUTH_SECRET's is,
 * so a development server reads back what it saved before a restart.
 */
export function payoutDetailsKeys(env: Env, logger?: Pick<Logger, 'warn'>): Buffer[] {
  const file = path.join(env.dataDir, 'payout-details-key');
  if (env.PAYOUT_DETAILS_KEY) {
    // Details saved while the development key was in use open only with it: say so at start, not at the bank file.
    if (existsSync(file))
      logger?.warn(
        { file },
        'PAYOUT_DETAILS_KEY is set, so the development key file is ignored: payout details saved with that file open only if its key is also in PAYOUT_DETAILS_KEY (after the new key, comma-separated)',
      );
    return parseFieldKeys(env.PAYOUT_DETAILS_KEY);
  }
  if (existsSync(file)) return parseFieldKeys(readFileSync(file, 'utf8').trim());
  mkdirSync(env.dataDir, { recursive: true });
  const key = randomBytes(32).toString('base64');
  writeFileSync(file, key, { mode: 0o600 });
  return parseFieldKeys(key);
}

/** The app's encryption of payout details. */
export const createPayoutCrypto = (env: Env, logger?: Pick<Logger, 'warn'>): FieldCrypto =>
  createFieldCrypto(payoutDetailsKeys(env, logger));
