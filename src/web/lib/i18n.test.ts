import { afterEach, describe, expect, it } from 'vitest';
import { UNKNOWN_PINCODE } from '#shared/contracts/geo.ts';
import { activateLocale, loadAllTexts, translateText } from './i18n.ts';

afterEach(() => activateLocale('en'));

describe('translateText', () => {
  it('fills a shared text’s values in English, which has no catalog', () => {
    expect(translateText(UNKNOWN_PINCODE, { pincode: '999999' })).toBe(
      'We can’t find PIN code 999999. Check the 6 digits.',
    );
    expect(translateText('Give the product a name.')).toBe('Give the product a name.');
  });

  it('says it in Hindi with its values in place, and leaves a text no catalog knows as it is', async () => {
    await activateLocale('hi');
    await loadAllTexts();
    const said = translateText(UNKNOWN_PINCODE, { pincode: '999999' });
    expect(said).toContain('999999');
    expect(said).toMatch(/[\u0900-\u097F]/);
    expect(said).not.toContain('{pincode}');
    expect(translateText('सर्वर ने यह खुद लिखा।')).toBe('सर्वर ने यह खुद लिखा।');
  });
});
