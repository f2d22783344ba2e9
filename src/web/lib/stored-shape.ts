/*
 * Hand-written checks for what the pages buyers land on keep in local storage (a product link's cart, lists,
 * PIN code and history): checked with zod, they made a shared product link load and evaluate zod before it could
 * hydrate (decision 087). Each check's tests hold it to the contract it mirrors.
 */

/** What a stored value is checked against: a zod schema, or a `StoredShape` made by `shapeOf`. */
export type StoredShape<T> = {
  safeParse(value: unknown): { success: true; data: T } | { success: false };
};

export function shapeOf<T>(is: (value: unknown) => value is T): StoredShape<T> {
  return { safeParse: (value) => (is(value) ? { success: true, data: value } : { success: false }) };
}

export type Fields = Record<string, unknown>;

export const isObject = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
export const isString = (value: unknown): value is string => typeof value === 'string';
export const isStringOrNull = (value: unknown): value is string | null => value === null || typeof value === 'string';
export const isInteger = (value: unknown): value is number => Number.isSafeInteger(value);
export const isIntegerOrNull = (value: unknown): value is number | null => value === null || isInteger(value);
export const isArrayOf = <T>(value: unknown, is: (item: unknown) => item is T): value is T[] =>
  Array.isArray(value) && value.every(is);
