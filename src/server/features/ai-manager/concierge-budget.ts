/*
 * A budget in a visitor's message, in English or Hindi, in either script: "under ₹500", "below Rs 2k", "between
 * 500 and 1500", "500 se kam", "५०० रुपये तक" (concierge-intent.ts reads the rest of the message). Pure.
 */

export interface Budget {
  minPaise: number | null;
  maxPaise: number | null;
}

/** Devanagari digits (५००) as the Latin ones the rest reads. */
const latinDigits = (text: string) =>
  text.replaceAll(/[\u0966-\u096F]/g, (digit) => String((digit.codePointAt(0) ?? 0x0966) - 0x0966));

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

/** After the amount, in Hindi: "500 se kam", "५०० रुपये तक", "2k se upar", "500 se 1500 tak". */
const RUPEES_WORD = String.raw`(?:\s*(?:rs\.?|rupees|rupaye|rupaiye|रुपये|रुपए|रु\.?))?`;
const HINDI_RANGE = new RegExp(
  String.raw`${CURRENCY}${AMOUNT}${RUPEES_WORD}\s*(?:se|से)\s*${CURRENCY}${AMOUNT}${RUPEES_WORD}\s*(?:tak|तक)`,
  'gu',
);
const HINDI_UPPER = new RegExp(
  String.raw`${CURRENCY}${AMOUNT}${RUPEES_WORD}\s*(?:se kam|se neeche|se niche|tak|ke andar|से कम|से नीचे|तक|के अंदर)`,
  'gu',
);
const HINDI_LOWER = new RegExp(
  String.raw`${CURRENCY}${AMOUNT}${RUPEES_WORD}\s*(?:se (?:zyada|jyada|upar|oopar)|से (?:ज़्यादा|ज्यादा|ऊपर))`,
  'gu',
);

/**
 * Reads a budget such as "under ₹500", "below Rs 2k", "between 500 and 1500", "500 se kam", "५०० रुपये तक"; the text
 * without it is returned too.
 */
export function readBudget(text: string): { budget: Budget; rest: string } {
  const budget: Budget = { minPaise: null, maxPaise: null };
  let rest = latinDigits(text.toLowerCase()).replaceAll(/(\d),(?=\d)/g, '$1');
  rest = rest.replace(
    HINDI_RANGE,
    (_match, low: string, lowK: string | undefined, high: string, highK: string | undefined) => {
      budget.minPaise = toPaise(low, lowK);
      budget.maxPaise = toPaise(high, highK);
      return ' ';
    },
  );
  rest = rest.replace(HINDI_UPPER, (_match, amount: string, k: string | undefined) => {
    budget.maxPaise = toPaise(amount, k);
    return ' ';
  });
  rest = rest.replace(HINDI_LOWER, (_match, amount: string, k: string | undefined) => {
    budget.minPaise = toPaise(amount, k);
    return ' ';
  });
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
