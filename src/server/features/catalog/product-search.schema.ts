// Product search (decision 041), catalog's rule for every repository that searches products: full-text search over
// `products.search_vector` (name weighs most), or a name with a word nearly as typed (pg_trgm), best match first.
import { or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { products } from './catalog.schema.ts';

/**
 * How near a word of a product's name must be to what was typed (pg_trgm's word similarity, 0 to 1): "jhumka" finds
 * "Jhumki" (0.71), "kurtha" finds "kurta" (0.57); "jhumka" and "Jhola" share too little (0.29). PostgreSQL's own
 * default, 0.6, would miss "kurtha".
 */
export const NEAR_WORD_THRESHOLD = 0.5;

/** Words kept from one search: more say nothing a buyer means, and each costs the query a little. */
const MAX_WORDS = 8;

/**
 * A search as it is matched: its words, lower case, split on anything but letters, marks and digits (so no typed
 * character can be an operator of PostgreSQL's query syntax), and whether a product needs every word (a search
 * box) or any one (the AI Manager's product words).
 */
export interface ProductSearch {
  words: string[];
  every: boolean;
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
  return { words: [...new Set(words)].slice(0, MAX_WORDS), every };
}

/**
 * The words as a text-search query, each matching as a prefix too (typing "jhum" finds "jhumka"; the 'simple'
 * configuration keeps words as written, so a prefix is also what finds "jhumkas" from "jhumka"). Each word is quoted
 * and holds only letters, marks and digits, so the query can never be a syntax error.
 */
function tsquery(search: ProductSearch): SQL {
  const text = search.words.map((word) => `'${word}':*`).join(search.every ? ' & ' : ' | ');
  return sql`to_tsquery('simple', ${text}::text)`;
}

/** The typed text a name is compared with for near words: the whole search, or each word on its own. */
const nearTexts = (search: ProductSearch) => (search.every ? [search.words.join(' ')] : search.words);

/**
 * Products matching the search: its words in the name, brand, model, description or category (GIN index
 * `products_search_idx`), or a word of the name nearly as typed (`products_name_trgm_idx`; the `%>` operator reads
 * its threshold from the transaction: run the query in `searchingNearWords`). A search without words matches
 * nothing.
 */
export function productMatches(search: ProductSearch): SQL {
  if (search.words.length === 0) return sql`false`;
  // `name %> text`, as the index states it: written `text <% name`, PostgreSQL checks each row a second time.
  const near = or(...nearTexts(search).map((text) => sql`${products.name} %> ${text}::text`));
  return sql`(${products.searchVector} @@ ${tsquery(search)} or ${near})`;
}

/**
 * How well a product matches, higher first: the text-search rank (a word in the name counts most) plus how near
 * the name is to what was typed, so an exact name comes first, then a near one, then one found in the description.
 */
export function productRank(search: ProductSearch): SQL<number> {
  if (search.words.length === 0) return sql<number>`0::real`;
  const near = nearTexts(search).map((text) => sql`word_similarity(${text}::text, ${products.name})`);
  const nearest = near.length === 1 ? near[0] : sql`greatest(${sql.join(near, sql`, `)})`;
  return sql<number>`(ts_rank(${products.searchVector}, ${tsquery(search)}) + ${nearest})`;
}

/**
 * Runs a search in a transaction whose `%>` threshold is NEAR_WORD_THRESHOLD (a setting for the session would
 * outlive the search on a pooled connection; this one ends with the transaction). The planner counts a trigram
 * comparison as cheap as an addition, so when it expects many matches (several words of the AI Manager's) it would
 * compare every product's name instead of using the two indexes: sequential scans are off for the search, which
 * always has an index to start from.
 */
export function searchingNearWords<T>(db: Db, search: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select set_config('pg_trgm.word_similarity_threshold', ${String(NEAR_WORD_THRESHOLD)}, true), set_config('enable_seqscan', 'off', true)`,
    );
    return search(tx);
  });
}
