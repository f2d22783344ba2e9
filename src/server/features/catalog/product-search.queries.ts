// Product search (decisions 041 and 046), catalog's rule for every repository that searches products: full-text
// search over `products.search_vector` (name weighs most), each typed word also matching the words of product names
// nearly as typed (pg_trgm on the small table of those words), best match first.
import { and, asc, ne, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { productNameWords, products } from './catalog.schema.ts';

/**
 * How near a word of a product's name must be to a typed word (pg_trgm's word similarity, 0 to 1): "jhumka" finds
 * "Jhumki" (0.71), "kurtha" finds "kurta" (0.57); "jhumka" and "Jhola" share too little (0.29). PostgreSQL's own
 * default, 0.6, would miss "kurtha".
 */
export const NEAR_WORD_THRESHOLD = 0.5;

/** Words kept from one search: more say nothing a buyer means, and each costs the query a little. */
const MAX_WORDS = 8;
/** The nearest name words a typed word also matches, at most. */
const MAX_NEAR_WORDS = 5;
/** Shorter typed words have too few trigrams to be near anything: they match as typed (and as a prefix) only. */
const MIN_NEAR_WORD_LENGTH = 3;

/** A word as the text-search query may quote it: letters, marks and digits only, so never a syntax error. */
const PLAIN_WORD = /^[\p{L}\p{M}\p{N}]+$/u;

/**
 * A search as it is matched: its words, lower case, split on anything but letters, marks and digits (so no typed
 * character can be an operator of PostgreSQL's query syntax), whether a product needs every word (a search box) or
 * any one (the AI Manager's product words), and for each word the words of product names nearly like it (found by
 * `searchingNearWords`; none until then).
 */
export interface ProductSearch {
  words: string[];
  every: boolean;
  near: string[][];
}

export function productSearch(text: string | readonly string[], every: boolean): ProductSearch {
  const words = (typeof text === 'string' ? [text] : text)
    .flatMap((part) =>
      part
        .normalize('NFKC')
        .toLocaleLowerCase('en-IN')
        .split(/[^\p{L}\p{M}\p{N}]+/u),
    )
    .filter((word) => /[\p{L}\p{N}]/u.test(word));
  return { words: [...new Set(words)].slice(0, MAX_WORDS), every, near: [] };
}

/**
 * A text-search query of the words, each matching as a prefix (typing "jhum" finds "jhumka"; the 'simple'
 * configuration keeps words as written, so a prefix is also what finds "jhumkas" from "jhumka"), and with
 * `withNear`, also any of its near name words.
 */
function tsquery(search: ProductSearch, withNear: boolean): SQL {
  const text = search.words
    .map((word, index) => {
      const near = withNear ? (search.near[index] ?? []) : [];
      return near.length === 0 ? `'${word}':*` : `('${word}':* | ${near.map((other) => `'${other}'`).join(' | ')})`;
    })
    .join(search.every ? ' & ' : ' | ');
  return sql`to_tsquery('simple', ${text}::text)`;
}

/**
 * Products matching the search: its words, or words of product names near them, in the name, brand, model,
 * description or category (GIN index `products_search_idx`). A search without words matches nothing.
 */
export function productMatches(search: ProductSearch): SQL {
  if (search.words.length === 0) return sql`false`;
  return sql`(${products.searchVector} @@ ${tsquery(search, true)})`;
}

/**
 * How well a product matches, higher first: the rank of the words as typed (a word in the name counts most) plus the
 * rank with their near words, so an exact name comes first, then a near one, then one found in the description.
 * Both are ts_rank of the stored document, a fraction of a microsecond a match.
 */
export function productRank(search: ProductSearch): SQL<number> {
  if (search.words.length === 0) return sql<number>`0::real`;
  const rank = (withNear: boolean) => sql`ts_rank(${products.searchVector}, ${tsquery(search, withNear)})`;
  return sql<number>`(${rank(false)} + ${rank(true)})`;
}

/**
 * For each word of the search, the words of product names nearest it, at most MAX_NEAR_WORDS (pg_trgm's
 * `word %> typed` through the `product_name_words_trgm_idx` index, in a transaction whose threshold is set).
 */
async function nearWords(tx: Db, search: ProductSearch): Promise<string[][]> {
  const { word } = productNameWords;
  const near: string[][] = [];
  for (const typed of search.words) {
    if (typed.length < MIN_NEAR_WORD_LENGTH) {
      near.push([]);
      continue;
    }
    const rows = await tx
      .select({ word })
      .from(productNameWords)
      .where(and(sql`${word} %> ${typed}::text`, ne(word, typed)))
      .groupBy(word)
      .orderBy(sql`word_similarity(${typed}::text, ${word}) desc`, asc(word))
      .limit(MAX_NEAR_WORDS);
    near.push(rows.map((row) => row.word).filter((other) => PLAIN_WORD.test(other)));
  }
  return near;
}

/**
 * Runs a search in a transaction whose `%>` threshold is NEAR_WORD_THRESHOLD (a setting for the session would
 * outlive the search on a pooled connection; this one ends with the transaction), with the search's near words
 * found. Sequential scans are off for the search, which always has an index to start from: expecting many matches
 * for a common word, the planner would otherwise read every product instead of the GIN index.
 */
export function searchingNearWords<T>(
  db: Db,
  search: ProductSearch,
  run: (tx: Db, search: ProductSearch) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select set_config('pg_trgm.word_similarity_threshold', ${String(NEAR_WORD_THRESHOLD)}, true), set_config('enable_seqscan', 'off', true)`,
    );
    return run(tx, { ...search, near: await nearWords(tx, search) });
  });
}
