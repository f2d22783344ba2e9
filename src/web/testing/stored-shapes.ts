import type { z } from 'zod';
import { createRandom, type Random } from '#shared/random.ts';
import type { StoredShape } from '#web/lib/stored-shape.ts';

/*
 * What a product link's popup keeps in local storage is checked by hand, so the popup hydrates without zod
 * (decision 087). Each check must take exactly what zod took: its tests compare the two over thousands of stored
 * values, valid ones broken in every way a seeded generator finds.
 */

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
function broken(value: unknown, random: Random): unknown {
  if (Array.isArray(value)) {
    if (value.length === 0 || random.next() < 0.2)
      return random.next() < 0.5 ? [...value, random.pick(JUNK)] : random.pick(JUNK);
    const index = random.int(0, value.length - 1);
    return value.map((item, at) => (at === index ? broken(item, random) : item));
  }
  if (typeof value === 'object' && value !== null) {
    const copy: Record<string, unknown> = { ...value };
    const keys = Object.keys(copy);
    if (keys.length === 0) return { extra0: random.pick(JUNK) };
    const key = random.pick(keys);
    const roll = random.next();
    if (roll < 0.15) delete copy[key];
    else if (roll < 0.25) copy[`extra${random.int(0, 2)}`] = random.pick(JUNK);
    else if (roll < 0.6 && typeof copy[key] === 'object' && copy[key] !== null) copy[key] = broken(copy[key], random);
    else copy[key] = random.pick(JUNK);
    return copy;
  }
  return random.next() < 0.5 ? random.pick(JUNK) : value;
}

/**
 * Whether each of thousands of stored values is taken, by a hand-written check and by the zod schema it mirrors: the
 * valid values given, junk, and the valid values broken once or twice by a seeded generator. A test expects the two
 * lists equal.
 */
export function answersBeside<T>(shape: StoredShape<T>, schema: z.ZodType, valid: unknown[], seed: number) {
  const random = createRandom(seed);
  const values: unknown[] = [...valid, ...JUNK];
  while (values.length < 4_000) {
    let value = random.pick(valid);
    for (let breaks = random.int(1, 2); breaks > 0; breaks -= 1) value = broken(value, random);
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
