// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { pincodeShape } from './buyer-pincode.ts';

describe('the PIN code a visitor checked delivery to, remembered on the device', () => {
  it('is taken only when it is one, as the zod schema it replaced took it (decision 087)', () => {
    const pincodes = [null, '560034', '110001', '060034', '56003', '5600345', ' 560034', 560034, '56OO34', undefined];
    const pincode = z
      .string()
      .regex(/^[1-9]\d{5}$/)
      .nullable();
    expect(pincodes.map((value) => pincodeShape.safeParse(value).success)).toEqual(
      pincodes.map((value) => pincode.safeParse(value).success),
    );
    expect(pincodes.map((value) => pincodeShape.safeParse(value).success).filter(Boolean)).toHaveLength(3);
  });
});
