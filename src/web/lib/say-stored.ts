import { readStoredSentence } from '#shared/stored-sentences.ts';
import { translateText } from './i18n.ts';

/**
 * A text the server stored (a reversal's reason, an order event's note) in the app's language: one of its stored
 * sentences is said with the person's words in place; anything else is a person's own words, shown as written.
 */
export function sayStored(text: string): string {
  const stored = readStoredSentence(text);
  return stored ? translateText(stored.sentence, stored.values) : text;
}
