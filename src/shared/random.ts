/**
 * A small seeded pseudo-random generator (mulberry32). The demo marketplace
 * must look the same on every fresh install and in every test run, which
 * Math.random cannot give, and so must the values property tests draw (server
 * and web); nothing here is fit for secrets.
 */
export interface Random {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max], both inclusive. */
  int(min: number, max: number): number;
  /** True with the given probability (0–1). */
  chance(probability: number): boolean;
  /** One element of a non-empty list. */
  pick<T>(items: readonly T[]): T;
  /** A shuffled copy of the list (Fisher–Yates). */
  shuffle<T>(items: readonly T[]): T[];
}

export function createRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (min: number, max: number): number => {
    if (!Number.isInteger(min) || !Number.isInteger(max) || max < min) {
      throw new RangeError(`int(${min}, ${max}) needs integers with min <= max`);
    }
    return min + Math.floor(next() * (max - min + 1));
  };
  return {
    next,
    int,
    chance: (probability) => next() < probability,
    pick(items) {
      if (items.length === 0) throw new RangeError('pick() needs a non-empty list');
      return items[int(0, items.length - 1)] as (typeof items)[number];
    },
    shuffle(items) {
      const copy = [...items];
      for (let index = copy.length - 1; index > 0; index -= 1) {
        const other = int(0, index);
        [copy[index], copy[other]] = [copy[other] as (typeof copy)[number], copy[index] as (typeof copy)[number]];
      }
      return copy;
    },
  };
}

/** A stable 32-bit seed from a string (FNV-1a), so a product's look follows from its name. */
export function hashSeed(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}
