import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database.ts';
import { findCodSettingsAndPincode, upsertCodPincodes, upsertCodSettings } from './cod-rules.repository.ts';

// Checkout reads the COD settings and the buyer's PIN code rule in one statement; each may be missing.
describe('the COD settings and a PIN code’s rule, read together', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.destroy());
  const at = new Date('2026-11-30T10:00:00Z');

  it('are each null until set, and each found whether the other is set or not', async () => {
    const { db } = database;
    expect(await findCodSettingsAndPincode(db, '600017')).toEqual({ settings: null, pincode: null });

    await upsertCodPincodes(db, [{ pincode: '600017', codAllowed: false, updatedAt: at }]);
    const pinOnly = await findCodSettingsAndPincode(db, '600017');
    expect(pinOnly.settings).toBeNull();
    expect(pinOnly.pincode).toMatchObject({ pincode: '600017', codAllowed: false });

    await upsertCodSettings(db, {
      maxOrderPaise: 500_000,
      tokenPaise: 0,
      confirmation: true,
      confirmHours: 12,
      feePaise: 4_900,
      updatedAt: at,
    });
    const both = await findCodSettingsAndPincode(db, '600017');
    expect(both.settings).toMatchObject({ maxOrderPaise: 500_000, confirmHours: 12, feePaise: 4_900 });
    expect(both.pincode).toMatchObject({ codAllowed: false });

    const settingsOnly = await findCodSettingsAndPincode(db, '110001');
    expect(settingsOnly.settings).toMatchObject({ maxOrderPaise: 500_000 });
    expect(settingsOnly.pincode).toBeNull();
  });
});
