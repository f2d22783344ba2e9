import type { ProductCategory } from '#shared/catalog/categories.ts';
import type { Locale } from '#shared/i18n/locales.ts';
import { type Budget, readBudget } from './concierge-budget.ts';

/*
 * What a visitor's message asks for, read without a language model: a topic
 * (products, campaigns, getting started, orders, earnings), product words,
 * a category, a budget in rupees and the language it is asked in: English,
 * Hindi in Devanagari, or Hindi in Latin letters as people type it ("500 se
 * kam ke jhumke", decision 047). Pure, so it is tested on its own.
 */

export type Topic =
  | 'start_creator'
  | 'start_seller'
  | 'start_either'
  | 'campaigns'
  | 'my_campaigns'
  | 'orders'
  | 'received_orders'
  | 'earnings'
  | 'products'
  | 'greeting'
  | 'help';

export interface Intent {
  topic: Topic;
  /** Product words, singular, e.g. ["earring"]. */
  words: string[];
  /** The same words as the visitor wrote them, e.g. "earrings". */
  phrase: string;
  category: ProductCategory | null;
  budget: Budget;
  /** The language the message is written in, when it says: Hindi in either script, or English. */
  language: Locale | null;
}

/**
 * A pattern of whole words in any script: JavaScript's `\b` knows only ASCII letters, and never finds the edge of
 * a Devanagari word (its vowel signs are marks, not letters).
 */
function words(pattern: string): RegExp {
  return new RegExp(String.raw`(?<![\p{L}\p{M}\p{N}])(?:${pattern})(?![\p{L}\p{M}\p{N}])`, 'u');
}

const DEVANAGARI = /\p{Script=Devanagari}/u;
/** Words of Hindi typed in Latin letters that English does not use. */
const HINGLISH = words(
  'hai|hain|mujhe|mujhko|mera|meri|mere|kya|kaise|kaisa|kitna|kitni|kitne|chahiye|dikhao|dikha|batao|bata|banna|banana|kam|tak|wala|wale|wali|ke|ka|ki|ko|se|aur|nahi|nahin|kahan|kab|karna|karein|kare|hoon|hun|accha|acche|sasta|saste|kuch|koi|apna|apni|maine|mil|milega|bechna|kamai|kamaai',
);
const ENGLISH = words(
  'the|and|what|how|where|which|show|find|want|my|me|is|are|under|below|for|with|do|does|can|start|earn|order|orders|earned|campaigns?',
);

/** The language a message is written in: Devanagari or Hindi words in Latin letters → Hindi; English words → English. */
export function languageOf(text: string): Locale | null {
  if (DEVANAGARI.test(text)) return 'hi';
  const lower = text.toLowerCase();
  if (HINGLISH.test(lower)) return 'hi';
  if (ENGLISH.test(lower)) return 'en';
  return null;
}

/** Hindi product words, in either script, as the words the catalog's (Latin) names use. */
const HINDI_PRODUCTS: ReadonlyArray<[RegExp, string]> = [
  [words('झुमके|झुमका|झुमकी|झुमकियाँ|jhumke|jhumkey'), 'jhumka'],
  [words('कुर्ता|कुर्ते|kurte'), 'kurta'],
  [words('कुर्ती|कुर्तियाँ|kurtiyan|kurtiyaan'), 'kurti'],
  [words('साड़ी|साड़ियाँ|साडी|sadi|saadi|sadiyan|saadiyan'), 'saree'],
  [words('चूड़ी|चूड़ियाँ|चूड़ियां|chudi|chudiyan|chudiyaan|choodi|choodiyan'), 'bangle'],
  [words('बालियाँ|बालियां|बाली|baliyan|baaliyan|bali'), 'earring'],
  [words('हार|haar'), 'necklace'],
  [words('पायल|payal|paayal'), 'anklet'],
  [words('अंगूठी|angoothi|anguthi'), 'ring'],
  [words('दुपट्टा|दुपट्टे|dupatte'), 'dupatta'],
  [words('बैग|थैला|thaila'), 'bag'],
  [words('दीया|दीये|दिया|diye|diyas'), 'diya'],
  [words('चाय'), 'tea'],
  [words('शहद|shahad'), 'honey'],
  [words('मसाले|मसाला|masale|masala'), 'spice'],
  [words('किताब|किताबें|kitab|kitaab|kitaben'), 'book'],
  [words('हेडफ़ोन|हेडफोन'), 'headphone'],
  [words('गहने|ज़ेवर|जेवर|gehne|gahne|zevar|jewar'), 'jewellery'],
  [words('कपड़े|kapde|kapre'), 'clothing'],
];

/** The message with its Hindi product words written as the catalog writes them. */
function asCatalogWords(text: string): string {
  let out = text;
  for (const [pattern, word] of HINDI_PRODUCTS) out = out.replace(new RegExp(pattern.source, 'gu'), () => word);
  return out;
}

const CATEGORY_WORDS: ReadonlyArray<[ProductCategory, RegExp]> = [
  [
    'jewellery',
    words(
      'jewel(le)?ry|jewell?ery|earrings?|jhumk[ai]s?|necklaces?|bangles?|rings?|chokers?|chandbalis?|studs?|anklets?|pendants?',
    ),
  ],
  [
    'fashion',
    words('fashion|clothes|clothing|kurtas?|kurtis?|sarees?|saris?|dupattas?|bags?|dress(es)?|outfits?|ethnic wear'),
  ],
  ['beauty', words('beauty|skin ?care|make ?up|serums?|face oil|oils?|creams?|soaps?')],
  [
    'electronics',
    words('electronics?|gadgets?|headphones?|earbuds?|speakers?|smart ?watch(es)?|power ?banks?|chargers?|phones?'),
  ],
  ['home', words('home|decor|d[ée]cor|vases?|lamps?|mugs?|cushions?|diyas?|kitchen')],
  ['fitness', words('fitness|gym|yoga|workout|dumbbells?|exercise')],
  ['books', words('books?|cookbooks?|stationery|notebooks?|novels?')],
  ['food', words('food|gourmet|tea|chai|coffee|honey|spices?|snacks?')],
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
    'hi hello hey hii namaste namaskar hola thanks thank okay good morning afternoon evening help can what who ' +
    // Hindi in Latin letters, and in Devanagari.
    'hai hain mujhe mujhko mera meri mere kya kaise kitna kitni kitne chahiye dikhao dikha batao bata ke ka ki ko se ' +
    'kam zyada jyada tak wala wale wali aur nahi kuch koi accha acche achhe sasta saste sasti rupaye rupaiye andar upar neeche niche ' +
    'है हैं मुझे मेरा मेरी मेरे क्या कैसे कितना कितनी कितने चाहिए दिखाओ दिखाइए बताओ बताइए के का की को से कम ज़्यादा ज्यादा ' +
    'तक वाला वाले वाली और नहीं कुछ कोई अच्छा अच्छे सस्ता सस्ते सस्ती रुपये रुपए अंदर ऊपर नीचे नमस्ते'
  ).split(' '),
);

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
    .split(/[^\p{L}\p{M}]+/u)
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
const MINE = words("my|mine|i have|i've|did i|am i|have i|mera|meri|mere|mujhe|maine|मेरा|मेरी|मेरे|मुझे|मैंने");
const MY_CAMPAIGNS = words('campaigns?|collabs?|collaborations?|submissions?|posts?|कोलैब|कैंपेन|पोस्ट');
const EARNINGS = words(
  'earn(ed|ing|ings)?|payouts?|balance|income|commission|paid|money|sales?|kamai|kamaai|kamaya|kamaaya|paise|कमाई|कमाया|पैसे|भुगतान|बिक्री',
);
const ORDERS = words(
  'orders?|deliver(y|ies|ed)|shipp(ed|ing)|track(ing)?|parcel|return|refund|cancel|ऑर्डर|आर्डर|डिलीवरी|पार्सल|वापसी|रिफ़ंड|रिफंड',
);
/** Orders that came in, as a store or a seller counts them ("kal tak kitne order aaye?"), not one's own purchases. */
const RECEIVED = words(
  'aaye|aye|aaya|aya|aayi|aayin|mile|mila|received|came( in)?|come in|got|how many|kitne|kitni|आए|आये|आया|आईं|मिले|मिला|कितने|कितनी',
);
const CAMPAIGNS = words(
  'campaigns?|collabs?|collaborations?|brand deals?|sponsor(ed|ships?)?|invites?|payouts?|कोलैब|कैंपेन|न्योता|न्योते',
);
const ASKS_HOW = words(
  'how|start|begin|join|become|sign ?up|register|open|onboard|get started|set ?up|create|want to|kaise|banna|banana|banu|banoon|shuru|judna|judun|chahta|chahti|kholna|kholni|कैसे|बनना|बनूँ|बनूं|बनाना|शुरू|जुड़ना|जुड़ूँ|चाहता|चाहती|खोलना|खोलनी',
);
const ABOUT_CREATING = words(
  'creators?|influencers?|resell(er|ing)?|my (own )?store|open a store|earn(ing)?|make money|क्रिएटर|इन्फ्लुएंसर|dukaan|dukan|दुकान',
);
const ABOUT_SELLING = words(
  'sellers?|merchants?|sell(ing)?|list (my )?(products?|items?)|my brand|my business|my shop|vendors?|suppliers?|vikreta|bechna|bechni|bechun|विक्रेता|सेलर|बेचना|बेचने|बेचूँ',
);
const BEST_SELLING = new RegExp(
  String.raw`(?<![\p{L}\p{M}])(best|top|fast|hot)[ -]sell(ing|ers?)(?![\p{L}\p{M}])`,
  'gu',
);
const WHICH_ROLE = words(
  'who are you|what (is|can) (haat|you)|which role|creator or (a )?seller|seller or (a )?creator|roles?|tum kaun|aap kaun|तुम कौन|आप कौन',
);
const GREETING = new RegExp(
  String.raw`^(hi|hello|hey|namaste|namaskar|hola|good (morning|afternoon|evening)|नमस्ते|नमस्कार)(?![\p{L}\p{M}])`,
  'u',
);

/** Reads the visitor's latest message. */
export function readIntent(message: string): Intent {
  const text = message.toLowerCase().replaceAll(/\s+/g, ' ').trim();
  const language = languageOf(text);
  const { budget, rest: unbudgeted } = readBudget(text);
  const rest = asCatalogWords(unbudgeted);
  const category = categoryOf(rest);
  const found = productWords(rest);
  // Named as the visitor wrote them ("झुमके"), searched as the catalog writes them ("jhumka").
  const phrase = productTerms(unbudgeted).join(' or ');
  const intent = (topic: Topic): Intent => ({ topic, words: found, phrase, category, budget, language });
  const mine = has(text, MINE);
  const hasBudget = budget.maxPaise !== null || budget.minPaise !== null;

  if (mine && has(text, MY_CAMPAIGNS)) return intent('my_campaigns');
  if (mine && has(text, EARNINGS)) return intent('earnings');
  if (has(text, ORDERS) && !hasBudget) return intent(has(text, RECEIVED) ? 'received_orders' : 'orders');
  if (has(text, CAMPAIGNS)) return intent('campaigns');
  const asksHow = has(text, ASKS_HOW);
  if (asksHow && has(text, ABOUT_CREATING)) return intent('start_creator');
  // "best selling kurta" asks about products, not about selling.
  if (asksHow && has(text.replaceAll(BEST_SELLING, ''), ABOUT_SELLING)) return intent('start_seller');
  if (has(text, WHICH_ROLE)) return intent('start_either');
  if (hasBudget || category !== null || found.length > 0) return intent('products');
  if (has(text, GREETING)) return intent('greeting');
  return intent('help');
}
