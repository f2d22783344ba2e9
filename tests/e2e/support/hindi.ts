import { readFileSync } from 'node:fs';
import { parsePo } from 'pofile-ts';

/** The web app's Hindi catalog, by English text (messages without a context: a context marks a second meaning). */
const catalog = new Map(
  parsePo(readFileSync('src/web/locales/hi/all.po', 'utf8'))
    .items.filter((item) => !item.msgctxt)
    .map((item) => [item.msgid, item.msgstr[0] ?? '']),
);

/** The Hindi of an English text of the web app, from its catalog. */
export function hi(english: string): string {
  const hindi = catalog.get(english);
  if (!hindi) throw new Error(`No Hindi for "${english}"`);
  return hindi;
}
