import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { pino } from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { parseEnv } from '../../env.ts';
import { findIfscBranch, isKnownIfsc } from './ifsc-directory.ts';
import { createPayoutCrypto, payoutDetailsKeys } from './payout-key.ts';

let dataDir: string | undefined;
afterEach(async () => {
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
  dataDir = undefined;
});

describe('the payout details key', () => {
  it('outside production, is made once and kept in the data directory, so a restart reads back what was saved', async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'haat-payout-key-'));
    const env = parseEnv({ NODE_ENV: 'development', DATA_DIR: dataDir });
    const stored = createPayoutCrypto(env).encrypt('meera@okaxis', 'place');
    expect(createPayoutCrypto(env).decrypt(stored, 'place')).toBe('meera@okaxis');
    const file = path.join(dataDir, 'payout-details-key');
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect(Buffer.from((await readFile(file, 'utf8')).trim(), 'base64')).toHaveLength(32);
  });

  it('is PAYOUT_DETAILS_KEY when set, and nothing is written then', async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'haat-payout-key-'));
    const key = randomBytes(32);
    const env = parseEnv({ NODE_ENV: 'development', DATA_DIR: dataDir, PAYOUT_DETAILS_KEY: key.toString('base64') });
    expect(payoutDetailsKeys(env)).toEqual([key]);
    await expect(stat(path.join(dataDir, 'payout-details-key'))).rejects.toThrow(/ENOENT/);
  });

  it('warns at start when PAYOUT_DETAILS_KEY is set beside a development key file, which it ignores', async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'haat-payout-key-'));
    const file = path.join(dataDir, 'payout-details-key');
    await writeFile(file, randomBytes(32).toString('base64'));
    const key = randomBytes(32);
    const lines: { level: number; msg: string; file?: string }[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(JSON.parse(chunk.toString()) as { level: number; msg: string; file?: string });
        done();
      },
    });
    const logger = pino({ level: 'warn' }, sink);
    const env = parseEnv({ NODE_ENV: 'development', DATA_DIR: dataDir, PAYOUT_DETAILS_KEY: key.toString('base64') });
    expect(payoutDetailsKeys(env, logger)).toEqual([key]);
    expect(lines).toEqual([
      expect.objectContaining({ level: 40, file, msg: expect.stringMatching(/development key file is ignored/) }),
    ]);
    // Without a file there is nothing to warn about.
    lines.length = 0;
    await rm(file);
    payoutDetailsKeys(env, logger);
    expect(lines).toEqual([]);
  });
});

describe('the IFSC list', () => {
  it('knows a code as the package’s validate() does: any case, numeric branch codes by number', () => {
    expect(isKnownIfsc('KKBK0000261')).toBe(true);
    expect(isKnownIfsc('kkbk0000261')).toBe(true);
    expect(isKnownIfsc('HDFC0CKUB01')).toBe(true);
    expect(isKnownIfsc('BOTM0XEEMRA')).toBe(false);
    expect(isKnownIfsc('KKBK1000261')).toBe(false);
    expect(isKnownIfsc('KKBK000261')).toBe(false);
    expect(isKnownIfsc('ZZZZ0000001')).toBe(false);
    expect(isKnownIfsc('TOST0000001')).toBe(false);
  });

  it('names the bank, a leased branch by its own bank', () => {
    expect(findIfscBranch('SBIN0001234')).toEqual({
      ifsc: 'SBIN0001234',
      bank: 'State Bank of India',
      branchCode: '001234',
    });
    expect(findIfscBranch('HDFC0CKUB01')?.bank).toBe('Khamgaon Urban Co-operative Bank');
    expect(findIfscBranch('SBIN0999999')).toBeNull();
  });
});
