import { describe, expect, it } from 'vitest';
import { readStoredSentence, STORED_SENTENCES, storedSentence } from './stored-sentences.ts';

describe('stored sentences', () => {
  it('reads back the sentence and the words put in it', () => {
    const stored = storedSentence(STORED_SENTENCES.deliveryFailed, 'Nobody home: {twice}\nthen gone');
    expect(stored).toBe('Delivery failed: Nobody home: {twice}\nthen gone');
    expect(readStoredSentence(stored)).toEqual({
      sentence: 'Delivery failed: {reason}',
      values: { reason: 'Nobody home: {twice}\nthen gone' },
    });
    expect(readStoredSentence('Order cancelled by the buyer')).toEqual({
      sentence: 'Order cancelled by the buyer',
      values: {},
    });
  });

  it('leaves any other text alone', () => {
    expect(readStoredSentence('Wrong size')).toBeNull();
    expect(readStoredSentence('Returned to the seller: Wrong size')).toBeNull();
  });
});
