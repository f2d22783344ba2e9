const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids in URLs are client input: check the shape before the database sees it. */
export function isUuid(value: string): boolean {
  return uuidPattern.test(value);
}
