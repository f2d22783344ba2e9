import type { z } from 'zod';
import type { StoredShape } from '#web/lib/stored-shape.ts';

/*
 * What a product link's popup keeps in local storage is checked by hand, so the popup hydrates without zod
 * (decision 087). Each check must take exactly what zod took: its tests compare the two over thousands of stored
 * values, valid ones broken in every way a seeded generator finds.
 */

/** The same numbers in [0, 1) on every run (a seeded mulberry32). */
function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = Math.imul(state ^ (state >>> 15), state | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const JUNK: unknown[] = [
  null,
  undefined,
  0,
  -1,
  1.5,
  11,
  2 ** 53,
  Number.NaN,
  '',
  'x',
  '560034',
  true,
  [],
  {},
  [1],
  { a: 1 },
];

/** A copy of `value` with one thing broken somewhere in it: a field gone, of another type, or an extra one. */
function broken(value: unknown, random: () => number): unknown {
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
  if (Array.isArray(value)) {
    if (value.length === 0 || random() < 0.2) return random() < 0.5 ? [...value, pick(JUNK)] : pick(JUNK);
    const index = Math.floor(random() * value.length);
    return value.map((item, at) => (at === index ? broken(item, random) : item));
  }
  if (typeof value === 'object' && value !== null) {
    const copy: Record<string, unknown> = { ...value };
    const keys = Object.keys(copy);
    const key = pick(keys);
    const roll = random();
    if (roll < 0.15) delete copy[key];
    else if (roll < 0.25) copy[`extra${Math.floor(random() * 3)}`] = pick(JUNK);
    else if (roll < 0.6 && typeof copy[key] === 'object' && copy[key] !== null) copy[key] = broken(copy[key], random);
    else copy[key] = pick(JUNK);
    return copy;
  }
  return random() < 0.5 ? pick(JUNK) : value;
}

/**
 * Whether each of thousands of stored values is taken, by a hand-written check and by the zod schema it mirrors: the
 * valid values given, junk, and the valid values broken once or twice by a seeded generator. A test expects the two
 * lists equal.
 */
export function answersBeside<T>(shape: StoredShape<T>, schema: z.ZodType, valid: unknown[], seed: number) {
  const random = seeded(seed);
  const values: unknown[] = [...valid, ...JUNK];
  while (values.length < 4_000) {
    let value = valid[Math.floor(random() * valid.length)];
    for (let breaks = 1 + Math.floor(random() * 2); breaks > 0; breaks -= 1) value = broken(value, random);
    values.push(value);
  }
  return {
    ours: values.map((value) => [JSON.stringify(value), shape.safeParse(value).success]),
    zods: values.map((value) => [JSON.stringify(value), schema.safeParse(value).success]),
    /** How many values zod took: the valid ones, and few of the broken. */
    taken: values.filter((value) => schema.safeParse(value).success).length,
    count: values.length,
  };
}
