import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PayoutMethodInput } from '#shared/contracts/payouts.ts';
import { payoutEndpoints } from '#shared/endpoints/payouts.ts';
import { callEndpoint, dataOf } from '../../testing/call-endpoint.ts';
import { signedInCreator, signedInSeller } from '../../testing/shop-setup.ts';
import { signedInAccount } from '../../testing/sign-in.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import { findPayoutMethod } from './payouts.repository.ts';
import { payoutMethods } from './payouts.schema.ts';
import { payoutDestination, payoutMethodsOf } from './payouts.service.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server?.close();
});

let opened = 0;
/** A new creator with a store: their cookie and account id. */
async function creator() {
  opened += 1;
  const { cookie, account } = await signedInCreator(server, { handle: `payee.${opened}` });
  return { cookie, userId: account.id };
}

const read = (cookie?: string) => callEndpoint(server, payoutEndpoints.method, {}, cookie);
const save = (body: PayoutMethodInput, cookie?: string) =>
  callEndpoint(server, payoutEndpoints.saveMethod, { body }, cookie);
const ifsc = (code: string, cookie?: string) =>
  callEndpoint(server, payoutEndpoints.ifsc, { params: { code } }, cookie);

const bank = {
  kind: 'bank',
  accountHolderName: 'Meera Iyer',
  accountNumber: '5010 0123 4567 89',
  accountNumberConfirm: '50100123456789',
  ifsc: 'hdfc0000240',
  pan: 'abcpe1234f',
  panName: 'Meera Iyer',
} satisfies PayoutMethodInput;
const upi = { kind: 'upi', upiId: 'Meera.Wears@OKAXIS' } satisfies PayoutMethodInput;

describe('payout methods', () => {
  it('answers 401 without a session', async () => {
    expect((await read()).status).toBe(401);
    expect((await save(upi)).status).toBe(401);
    expect((await ifsc('HDFC0000240')).status).toBe(401);
  });

  it('saves a bank account and shows it back masked, the bank named from the IFSC list', async () => {
    const { cookie } = await creator();
    expect(dataOf(await read(cookie))).toEqual({ method: null });
    const saved = dataOf(await save(bank, cookie));
    expect(saved.method).toMatchObject({
      kind: 'bank',
      accountHolderName: 'Meera Iyer',
      accountNumberMasked: 'XXXXXX6789',
      ifsc: 'HDFC0000240',
      bankName: 'HDFC Bank',
      branchCode: '000240',
      panMasked: 'XXXXXX234F',
      panName: 'Meera Iyer',
    });
    expect(dataOf(await read(cookie))).toEqual(saved);
    const answers = JSON.stringify([saved, dataOf(await read(cookie))]);
    expect(answers).not.toContain('50100123456789');
    expect(answers).not.toContain('ABCPE1234F');
  });

  it('saves a UPI ID without a PAN, and a seller may have one too', async () => {
    const { cookie } = await signedInSeller(server, {
      businessName: 'Payout House',
      slug: 'payout-house',
      pickupPincode: '600001',
      enrols: false,
    });
    const saved = dataOf(await save(upi, cookie));
    expect(saved.method).toMatchObject({ kind: 'upi', upiIdMasked: 'meXXXXrs@okaxis', panMasked: null, panName: null });
    expect(JSON.stringify(saved)).not.toContain('meera.wears');
    expect(dataOf(await read(cookie))).toEqual(saved);
  });

  it('replaces the method with another kind, keeping when it was first added', async () => {
    const { cookie, userId } = await creator();
    dataOf(await save(bank, cookie));
    const first = await findPayoutMethod(server.database.db, userId);
    server.deps.clock.advance(60_000);
    const replaced = dataOf(await save({ ...upi, pan: 'ABCPE1234F', panName: 'Meera Iyer' }, cookie));
    expect(replaced.method?.kind).toBe('upi');
    const row = await findPayoutMethod(server.database.db, userId);
    expect(row).toMatchObject({
      kind: 'upi',
      accountNumberEncrypted: null,
      accountNumberLast4: null,
      ifsc: null,
      bankName: null,
      accountHolderName: null,
      createdAt: first?.createdAt,
    });
    expect(row?.updatedAt.getTime()).toBeGreaterThan(row?.createdAt.getTime() ?? Number.POSITIVE_INFINITY);
  });

  it('keeps the saved PAN when a change leaves it out, and removes it when sent empty', async () => {
    const { cookie } = await creator();
    dataOf(await save(bank, cookie));
    const changed = dataOf(await save({ kind: 'upi', upiId: 'meera@ybl' }, cookie));
    expect(changed.method).toMatchObject({ kind: 'upi', panMasked: 'XXXXXX234F', panName: 'Meera Iyer' });
    const withNewPan = dataOf(
      await save({ kind: 'upi', upiId: 'meera@ybl', pan: 'ABCPM9876Q', panName: 'M Iyer' }, cookie),
    );
    expect(withNewPan.method).toMatchObject({ panMasked: 'XXXXXX876Q', panName: 'M Iyer' });
    const removed = dataOf(await save({ kind: 'upi', upiId: 'meera@ybl', pan: '', panName: '' }, cookie));
    expect(removed.method).toMatchObject({ panMasked: null, panName: null });
    expect(dataOf(await save({ ...upi, pan: null }, cookie)).method).toMatchObject({ panMasked: null });
  });

  it.each([
    ['the confirmation differs', { ...bank, accountNumberConfirm: '50100123456780' }, 'accountNumberConfirm'],
    ['the confirmation is empty', { ...bank, accountNumberConfirm: '' }, 'accountNumberConfirm'],
    [
      'the account number is too short',
      { ...bank, accountNumber: '12345', accountNumberConfirm: '12345' },
      'accountNumber',
    ],
    ['the IFSC is malformed', { ...bank, ifsc: 'HDFC1000240' }, 'ifsc'],
    ['no branch has the IFSC', { ...bank, ifsc: 'SBIN0999999' }, 'ifsc'],
    ['the PAN is malformed', { ...bank, pan: 'ABCP1234F' }, 'pan'],
    ['the PAN’s 4th letter is no holder type', { ...bank, pan: 'ABCDE1234F' }, 'pan'],
    ['a PAN comes without its name', { ...bank, panName: '' }, 'panName'],
    ['a name comes without its PAN', { ...bank, pan: '' }, 'pan'],
    ['the UPI ID has no handle', { kind: 'upi', upiId: 'meera' }, 'upiId'],
    ['the UPI ID has a space', { kind: 'upi', upiId: 'meera iyer@okaxis' }, 'upiId'],
    ['the UPI handle starts with a digit', { kind: 'upi', upiId: 'meera@1bank' }, 'upiId'],
  ] satisfies [string, PayoutMethodInput, string][])(
    'refuses with 422 when %s, naming the field and saving nothing',
    async (_, body, field) => {
      const { cookie, userId } = await creator();
      const answer = await save(body, cookie);
      expect(answer.status).toBe(422);
      expect(Object.keys(answer.error?.fields ?? {})).toEqual([field]);
      expect(answer.error?.fields?.[field]?.[0]).toMatch(/^[A-Z].*\.$/);
      expect(await findPayoutMethod(server.database.db, userId)).toBeNull();
    },
  );

  it('keeps the saved method when a change is refused', async () => {
    const { cookie } = await creator();
    const saved = dataOf(await save(bank, cookie));
    expect((await save({ ...bank, ifsc: 'SBIN0999999', accountHolderName: 'Someone Else' }, cookie)).status).toBe(422);
    expect(dataOf(await read(cookie))).toEqual(saved);
  });

  it('refuses an account that is neither a creator nor a seller with 403', async () => {
    const { cookie, account } = await signedInAccount(server, { roleIntent: 'buyer' });
    const answer = await save(upi, cookie);
    expect(answer.status).toBe(403);
    expect(answer.error?.message).toBe(
      'Payouts are for creators and sellers. Open your store or set up your seller account first.',
    );
    expect(await findPayoutMethod(server.database.db, account.id)).toBeNull();
    expect(dataOf(await read(cookie))).toEqual({ method: null });
  });

  it('shows each account only its own method', async () => {
    const first = await creator();
    const second = await creator();
    dataOf(await save(bank, first.cookie));
    expect(dataOf(await read(second.cookie))).toEqual({ method: null });
    dataOf(await save(upi, second.cookie));
    expect(dataOf(await read(first.cookie)).method?.kind).toBe('bank');
    expect(dataOf(await read(second.cookie)).method?.kind).toBe('upi');
  });
});

describe('payout details at rest', () => {
  it('stores the account number, UPI ID and PAN encrypted, and a payout reads them back', async () => {
    const { db } = server.database;
    const { cookie, userId } = await creator();
    dataOf(await save(bank, cookie));
    const [row] = await db.select().from(payoutMethods).where(eq(payoutMethods.userId, userId));
    const stored = JSON.stringify(row);
    for (const secret of ['50100123456789', '0123456', 'ABCPE1234F', 'abcpe1234f', 'ABCPE'])
      expect(stored).not.toContain(secret);
    expect(row?.accountNumberEncrypted).toMatch(/^v1:[\w-]{8}:[\w-]+:[\w-]+:[\w-]+$/);
    expect(row).toMatchObject({ accountNumberLast4: '6789', panLast4: '234F' });
    expect(await payoutDestination(db, server.deps.payoutCrypto, userId)).toEqual({
      kind: 'bank',
      accountNumber: '50100123456789',
      ifsc: 'HDFC0000240',
      accountHolderName: 'Meera Iyer',
      pan: 'ABCPE1234F',
      panName: 'Meera Iyer',
    });

    const other = await creator();
    dataOf(await save(upi, other.cookie));
    const [upiRow] = await db.select().from(payoutMethods).where(eq(payoutMethods.userId, other.userId));
    expect(JSON.stringify(upiRow)).not.toContain('meera.wears');
    expect(await payoutDestination(db, server.deps.payoutCrypto, other.userId)).toMatchObject({
      kind: 'upi',
      upiId: 'meera.wears@okaxis',
      pan: null,
    });
    expect(await payoutDestination(db, server.deps.payoutCrypto, (await creator()).userId)).toBeNull();
  });

  it('refuses to decrypt a ciphertext moved to another account’s row, or to another column', async () => {
    const { db } = server.database;
    const owner = await creator();
    const thief = await creator();
    dataOf(await save(bank, owner.cookie));
    dataOf(await save({ ...bank, accountNumber: '999988887777', accountNumberConfirm: '999988887777' }, thief.cookie));
    const ownerRow = await findPayoutMethod(db, owner.userId);
    await db
      .update(payoutMethods)
      .set({ accountNumberEncrypted: ownerRow?.accountNumberEncrypted })
      .where(eq(payoutMethods.userId, thief.userId));
    await expect(payoutDestination(db, server.deps.payoutCrypto, thief.userId)).rejects.toThrow(
      /altered, or belongs to another place/,
    );
    await db
      .update(payoutMethods)
      .set({ accountNumberEncrypted: ownerRow?.panEncrypted })
      .where(eq(payoutMethods.userId, owner.userId));
    await expect(payoutDestination(db, server.deps.payoutCrypto, owner.userId)).rejects.toThrow(
      /altered, or belongs to another place/,
    );
  });

  it('tells the operator’s payee list each account’s kind, where it pays (masked) and whether it has a PAN', async () => {
    const withPan = await creator();
    const withoutPan = await creator();
    const none = await creator();
    dataOf(await save(bank, withPan.cookie));
    dataOf(await save(upi, withoutPan.cookie));
    const kinds = await payoutMethodsOf(server.database.db, [withPan.userId, withoutPan.userId, none.userId]);
    expect(Object.fromEntries(kinds)).toEqual({
      [withPan.userId]: { kind: 'bank', label: 'HDFC Bank XXXXXX6789', hasPan: true },
      [withoutPan.userId]: { kind: 'upi', label: 'UPI meXXXXrs@okaxis', hasPan: false },
    });
    expect((await payoutMethodsOf(server.database.db, [])).size).toBe(0);
  });
});

describe('GET /api/ifsc/{code}', () => {
  it('answers the bank and branch code, a leased branch’s own bank, a 404 and a 422', async () => {
    const { cookie } = await signedInAccount(server);
    expect(dataOf(await ifsc('kkbk0000261', cookie))).toEqual({
      ifsc: 'KKBK0000261',
      bank: 'Kotak Mahindra Bank',
      branchCode: '000261',
    });
    expect(dataOf(await ifsc('HDFC0CKUB01', cookie))).toEqual({
      ifsc: 'HDFC0CKUB01',
      bank: 'Khamgaon Urban Co-operative Bank',
      branchCode: 'CKUB01',
    });
    const unknown = await ifsc('SBIN0999999', cookie);
    expect(unknown.status).toBe(404);
    expect(unknown.error?.message).toBe('No bank branch has this IFSC.');
    const malformed = await ifsc('SBIN123', cookie);
    expect(malformed.status).toBe(422);
    expect(Object.keys(malformed.error?.fields ?? {})).toEqual(['code']);
  });
});
