import type { ProductCategory } from '#shared/catalog/categories.ts';

/*
 * What a visitor's message asks for, read without a language model: a topic
 * (products, campaigns, getting started, orders, earnings), product words,
 * a category and a budget in rupees. Pure, so it is tested on its own.
 */

export type Topic =
  | 'start_creator'
  | 'start_seller'
  | 'start_either'
  | 'campaigns'
  | 'my_campaigns'
  | 'orders'
  | 'earnings'
  | 'products'
  | 'greeting'
  | 'help';

export interface Budget {
  minPaise: number | null;
  maxPaise: number | null;
}

export interface Intent {
  topic: Topic;
  /** Product words, singular, e.g. ["earring"]. */
  words: string[];
  /** The same words as the visitor wrote them, e.g. "earrings". */
  phrase: string;
  category: ProductCategory | null;
  budget: Budget;
}

const CATEGORY_WORDS: ReadonlyArray<[ProductCategory, RegExp]> = [
  [
    'jewellery',
    /\b(jewel(le)?ry|jewell?ery|earrings?|jhumk[ai]s?|necklaces?|bangles?|rings?|chokers?|chandbalis?|studs?|anklets?|pendants?)\b/,
  ],
  [
    'fashion',
    /\b(fashion|clothes|clothing|kurtas?|kurtis?|sarees?|saris?|dupattas?|bags?|dress(es)?|outfits?|ethnic wear)\b/,
  ],
  ['beauty', /\b(beauty|skin ?care|make ?up|serums?|face oil|oils?|creams?|soaps?)\b/],
  [
    'electronics',
    /\b(electronics?|gadgets?|headphones?|earbuds?|speakers?|smart ?watch(es)?|power ?banks?|chargers?|phones?)\b/,
  ],
  ['home', /\b(home|decor|d[ée]cor|vases?|lamps?|mugs?|cushions?|diyas?|kitchen)\b/],
  ['fitness', /\b(fitness|gym|yoga|workout|dumbbells?|exercise)\b/],
  ['books', /\b(books?|cookbooks?|stationery|notebooks?|novels?)\b/],
  ['food', /\b(food|gourmet|tea|chai|coffee|honey|spices?|snacks?)\b/],
];

/** Words that name a whole category rather than a kind of product. */
const CATEGORY_NAMES = new Set([
  'jewellery',
  'jewelery',
  'jewelry',
  'fashion',
  'clothe',
  'clothing',
  'beauty',
  'electronic',
  'gadget',
  'home',
  'decor',
  'fitness',
  'book',
  'stationery',
  'food',
  'gourmet',
]);

const STOP_WORDS = new Set(
  (
    "a an the and or for to of in on at by with from me my i im i’m i'm you your we our is are be can could would should please pls show find get " +
    'buy want need looking look search any some something anything thing things product products item items stuff good best nice cheap cheapest ' +
    'affordable budget price prices priced cost costs under below less than within upto up max maximum above over more least min minimum between ' +
    'rs inr rupee rupees k recommend recommendation suggest suggestions gift gifts ideas idea haat store shop shopping there here what which ' +
    'how much do does have has it this that these those like love new latest tell about give list see all available sale on sell selling ' +
    'hi hello hey hii namaste namaskar hola thanks thank okay good morning afternoon evening help can what who'
  ).split(' '),
);

const CURRENCY = String.raw`(?:₹|rs\.?|inr)?\s*`;
const AMOUNT = String.raw`(\d+(?:\.\d+)?)\s*(k)?`;
const UPPER = new RegExp(
  String.raw`(?:under|below|less than|within|up ?to|max(?:imum)?|not more than|cheaper than|<=?)\s*${CURRENCY}${AMOUNT}(?:\s*(?:rupees|rs))?`,
  'g',
);
const LOWER = new RegExp(
  String.raw`(?:over|above|more than|at least|min(?:imum)?|starting at|>=?)\s*${CURRENCY}${AMOUNT}(?:\s*(?:rupees|rs))?`,
  'g',
);
const RANGE = new RegExp(
  String.raw`(?:between\s*)?${CURRENCY}${AMOUNT}\s*(?:and|-|–|to)\s*${CURRENCY}${AMOUNT}(?:\s*(?:rupees|rs))?`,
  'g',
);

const toPaise = (amount: string, thousands: string | undefined) =>
  Math.round(Number(amount) * (thousands ? 1000 : 1) * 100);

/** Reads a budget such as "under ₹500", "below Rs 2k", "between 500 and 1500"; the text without it is returned too. */
export function readBudget(text: string): { budget: Budget; rest: string } {
  const budget: Budget = { minPaise: null, maxPaise: null };
  let rest = text.toLowerCase().replaceAll(/(\d),(?=\d)/g, '$1');
  rest = rest.replace(
    RANGE,
    (match, low: string, lowK: string | undefined, high: string, highK: string | undefined) => {
      // "2-3" without a currency or "between" is not a budget (sizes, quantities).
      if (!/between|₹|rs|inr|rupees/.test(match)) return match;
      budget.minPaise = toPaise(low, lowK);
      budget.maxPaise = toPaise(high, highK);
      return ' ';
    },
  );
  rest = rest.replace(UPPER, (_match, amount: string, k: string | undefined) => {
    budget.maxPaise = toPaise(amount, k);
    return ' ';
  });
  rest = rest.replace(LOWER, (_match, amount: string, k: string | undefined) => {
    budget.minPaise = toPaise(amount, k);
    return ' ';
  });
  if (budget.minPaise !== null && budget.maxPaise !== null && budget.minPaise > budget.maxPaise) {
    [budget.minPaise, budget.maxPaise] = [budget.maxPaise, budget.minPaise];
  }
  return { budget, rest };
}

/** "earrings" → "earring", "dresses" → "dress", "watches" → "watch"; short words stay. */
export function singular(word: string): string {
  if (word.length <= 3 || word.endsWith('ss')) return word;
  if (/(ss|x|ch|sh)es$/.test(word)) return word.slice(0, -2);
  if (word.endsWith('ies') && word.length > 4) return `${word.slice(0, -3)}y`;
  if (word.endsWith('s')) return word.slice(0, -1);
  return word;
}

const MAX_WORDS = 6;

/** The words of a text that name products, as written: lower case, without stop words, numbers or category names. */
function productTerms(text: string): string[] {
  const terms = text
    .toLowerCase()
    .split(/[^\p{L}]+/u)
    .filter(
      (word) =>
        word.length >= 3 &&
        !STOP_WORDS.has(word) &&
        !STOP_WORDS.has(singular(word)) &&
        !CATEGORY_NAMES.has(singular(word)),
    );
  return [...new Set(terms)].slice(0, MAX_WORDS);
}

/** The product words of a text, singular: what the search matches. */
export function productWords(text: string): string[] {
  return [...new Set(productTerms(text).map(singular))];
}

function categoryOf(text: string): ProductCategory | null {
  for (const [category, pattern] of CATEGORY_WORDS) if (pattern.test(text)) return category;
  return null;
}

const has = (text: string, pattern: RegExp) => pattern.test(text);

/** Reads the visitor's latest message. */
export function readIntent(message: string): Intent {
  const text = message.toLowerCase().replaceAll(/\s+/g, ' ').trim();
  const { budget, rest } = readBudget(text);
  const category = categoryOf(rest);
  const words = productWords(rest);
  const phrase = productTerms(rest).join(' or ');
  const intent = (topic: Topic): Intent => ({ topic, words, phrase, category, budget });
  const mine = has(text, /\b(my|mine|i have|i've|did i|am i|have i)\b/);
  const hasBudget = budget.maxPaise !== null || budget.minPaise !== null;

  if (mine && has(text, /\b(campaigns?|collabs?|collaborations?|submissions?|posts?)\b/)) return intent('my_campaigns');
  if (mine && has(text, /\b(earn(ed|ing|ings)?|payouts?|balance|income|commission|paid|money|sales?)\b/))
    return intent('earnings');
  if (has(text, /\b(orders?|deliver(y|ies|ed)|shipp(ed|ing)|track(ing)?|parcel|return|refund|cancel)\b/) && !hasBudget)
    return intent('orders');
  if (has(text, /\b(campaigns?|collabs?|collaborations?|brand deals?|sponsor(ed|ships?)?|invites?|payouts?)\b/))
    return intent('campaigns');
  const asksHow = has(
    text,
    /\b(how|start|begin|join|become|sign ?up|register|open|onboard|get started|set ?up|create|want to)\b/,
  );
  if (
    asksHow &&
    has(text, /\b(creators?|influencers?|resell(er|ing)?|my (own )?store|open a store|earn(ing)?|make money)\b/)
  )
    return intent('start_creator');
  // "best selling kurta" asks about products, not about selling.
  const aboutSelling = text.replaceAll(/\b(best|top|fast|hot)[ -]sell(ing|ers?)\b/g, '');
  if (
    asksHow &&
    has(
      aboutSelling,
      /\b(sellers?|merchants?|sell(ing)?|list (my )?(products?|items?)|my brand|my business|my shop|vendors?|suppliers?)\b/,
    )
  ) {
    return intent('start_seller');
  }
  if (
    has(
      text,
      /\b(who are you|what (is|can) (haat|you)|which role|creator or (a )?seller|seller or (a )?creator|roles?)\b/,
    )
  )
    return intent('start_either');
  if (hasBudget || category !== null || words.length > 0) return intent('products');
  if (has(text, /^(hi|hello|hey|namaste|namaskar|hola|good (morning|afternoon|evening))\b/)) return intent('greeting');
  return intent('help');
}
