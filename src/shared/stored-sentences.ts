/*
 * Sentences the server stores in English, some with a person's own words inside: why a sale was reversed (ledger
 * entries, credit notes) and why an order line stopped (its event's note). The stored text stays as it is (credit
 * notes are documents); a page says it in its reader's language by finding which sentence it is and reading its
 * values back (decision 047). Each sentence is its own id in the catalogs.
 */
export const STORED_SENTENCES = {
  returned: /*i18n*/ 'Returned: {reason}',
  deliveryFailed: /*i18n*/ 'Delivery failed: {reason}',
  cancelledBySeller: /*i18n*/ 'Cancelled by the seller: {reason}',
  cancelledByBuyer: /*i18n*/ 'Cancelled by the buyer',
  orderCancelledByBuyer: /*i18n*/ 'Order cancelled by the buyer',
  notConfirmed: /*i18n*/ 'Cancelled: the buyer did not confirm this cash-on-delivery order in time',
} as const;
export type StoredSentence = (typeof STORED_SENTENCES)[keyof typeof STORED_SENTENCES];

/** The sentence as stored: its `{reason}` filled with the person's words. */
export const storedSentence = (sentence: StoredSentence, reason = '') => sentence.replace('{reason}', reason);

const escape = (text: string) => text.replaceAll(/[.*+?^${}()|[\]\\]/g, '\\$&');
const patterns = Object.values(STORED_SENTENCES).map((sentence) => ({
  sentence,
  pattern: new RegExp(`^${escape(sentence).replace(escape('{reason}'), '(?<reason>[\\s\\S]*)')}$`),
}));

/** Which stored sentence a text is, with its values; null for any other text (a person's own words). */
export function readStoredSentence(text: string): { sentence: StoredSentence; values: Record<string, string> } | null {
  for (const { sentence, pattern } of patterns) {
    const match = pattern.exec(text);
    if (match) return { sentence, values: { ...match.groups } };
  }
  return null;
}
