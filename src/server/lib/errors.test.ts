import { describe, expect, it } from 'vitest';
import { AppError, inTurn, phrase, say } from './errors.ts';

/* Messages with values, said in a language (decision 047): the English is what the code always said. */

const wait = (minutes: number) =>
  phrase(/*i18n*/ '{message} Try again in {minutes, plural, one {# minute} other {# minutes}}.', {
    message: phrase(/*i18n*/ 'Too many sign-ups from your network.', {}),
    minutes,
  });

describe('say', () => {
  it('says a phrase inside a phrase in the same language, with its plural', () => {
    expect(say('en', wait(1))).toBe('Too many sign-ups from your network. Try again in 1 minute.');
    expect(say('en', wait(45))).toBe('Too many sign-ups from your network. Try again in 45 minutes.');
    expect(say('hi', wait(45))).toBe('आपके नेटवर्क से बहुत ज़्यादा साइन अप हुए हैं। 45 मिनट बाद फिर से कोशिश करें।');
  });

  it('groups a plural’s number the Indian way, as en-IN does', () => {
    const imported = phrase(
      /*i18n*/ 'Nothing was imported: {problems, plural, one {# problem} other {# problems}} in {rows, plural, one {# row} other {# rows}}. Fix the file and import it again.',
      { problems: 120_000, rows: 1 },
    );
    expect(say('en', imported)).toBe(
      'Nothing was imported: 1,20,000 problems in 1 row. Fix the file and import it again.',
    );
  });

  it('says sentences in turn, and leaves a text no catalog knows as it is', () => {
    const sentences = inTurn([
      phrase(/*i18n*/ 'The {name} column is there twice.', { name: 'sku' }),
      phrase(/*i18n*/ 'The file needs a sku column: products are matched by SKU.', {}),
    ]);
    expect(say('en', sentences)).toBe(
      'The sku column is there twice. The file needs a sku column: products are matched by SKU.',
    );
    expect(say('hi', sentences)).toBe('sku कॉलम दो बार है। फ़ाइल में sku कॉलम होना चाहिए: प्रोडक्ट SKU से मिलाए जाते हैं।');
    expect(say('hi', 'Not in any catalog.')).toBe('Not in any catalog.');
  });

  it('gives an AppError its English message', () => {
    const error = new AppError('not_found', phrase(/*i18n*/ 'Sorry, {name} is out of stock.', { name: 'Kurta' }));
    expect(error.message).toBe('Sorry, Kurta is out of stock.');
  });
});
