import { z } from 'zod';

/** How one readiness check went; no detail beyond this, as the answer is public. */
export const readinessOutcome = z.enum(['ok', 'failed', 'timed out']);

/** The one error envelope every API error path answers with. */
export const errorEnvelopeSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.record(z.string(), z.array(z.string())).optional(),
    /** An uploaded file refused row by row (a catalog import): each problem, and the same as a CSV report. */
    problems: z
      .array(z.object({ row: z.number().int(), column: z.string(), value: z.string(), reason: z.string() }))
      .optional(),
    report: z.string().optional(),
    /** The readiness check's 503 (GET /api/health/ready): how each of its checks went. */
    checks: z.record(z.string(), readinessOutcome).optional(),
  }),
});
export type FileProblem = NonNullable<ErrorEnvelope['error']['problems']>[number];
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;

/**
 * The one list envelope: `{ items }`. An object rather than a bare array, so a list can grow fields (a cursor for
 * the next page, when a list first needs one) without breaking its callers.
 */
export function listEnvelopeSchema<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item) });
}

/*
 * Text a client sends. PostgreSQL text cannot hold NUL, the other control
 * characters are never meant in a name, an address or a search, and a lone
 * UTF-16 surrogate (half an emoji) cannot be stored as UTF-8: refused here,
 * each gets a 422 naming its field instead of failing in the database. Every
 * free-text string of every request contract (params, query, body) is built
 * with text(); formats that admit only their own characters (z.uuid, z.email,
 * z.enum, z.iso.*) need nothing more, and URLs add textChecks().
 */

export const CONTROL_CHARACTERS_MESSAGE = /*i18n*/ 'Remove control characters.';
export const BROKEN_CHARACTER_MESSAGE = /*i18n*/ 'Remove the broken character (half of an emoji or symbol).';

// oxlint-disable-next-line no-control-regex -- finding control characters is the point: C0 and DEL
const singleLineControls = /[\u0000-\u001F\u007F]/;
// oxlint-disable-next-line no-control-regex -- the same, less tab, line feed and carriage return
const multiLineControls = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
/** With the u flag a well-formed pair is one code point, so only a lone half matches. */
const loneSurrogate = /[\uD800-\uDFFF]/u;

export interface TextOptions {
  /** Allows tab, line feed and carriage return (descriptions, bios, reviews, notes). */
  multiline?: boolean;
}

/** Why text() would refuse a string, or null when it would not. */
export function forbiddenCharacterMessage(value: string, options: TextOptions = {}): string | null {
  if ((options.multiline ? multiLineControls : singleLineControls).test(value)) return CONTROL_CHARACTERS_MESSAGE;
  return loneSurrogate.test(value) ? BROKEN_CHARACTER_MESSAGE : null;
}

/** The checks of text(), for a string schema of another kind (z.url()). A failing one ends the checks. */
export function textChecks(options: TextOptions = {}) {
  const controls = options.multiline ? multiLineControls : singleLineControls;
  return [
    z.refine<string>((value) => !controls.test(value), { message: CONTROL_CHARACTERS_MESSAGE, abort: true }),
    z.refine<string>((value) => !loneSurrogate.test(value), { message: BROKEN_CHARACTER_MESSAGE, abort: true }),
  ] as const;
}

/** A string a client sends: one line unless `multiline`, without control characters. Chain .trim(), .max() and the rest. */
export function text(options: TextOptions = {}) {
  return z.string().check(...textChecks(options));
}

/**
 * For values no contract describes (what passes through to better-auth): each
 * string, at any depth, or key that text() would refuse, as the `fields` of a 422.
 */
export function forbiddenCharacterFields(value: unknown, path: string[] = []): Record<string, string[]> {
  if (typeof value === 'string') {
    const message = forbiddenCharacterMessage(value);
    return message ? { [path.join('.') || '_']: [message] } : {};
  }
  if (typeof value !== 'object' || value === null) return {};
  const found: Record<string, string[]> = {};
  for (const [key, item] of Object.entries(value)) {
    Object.assign(
      found,
      forbiddenCharacterMessage(key)
        ? { [[...path, key].join('.')]: [CONTROL_CHARACTERS_MESSAGE] }
        : forbiddenCharacterFields(item, [...path, key]),
    );
  }
  return found;
}

/** PostgreSQL's integer: ids and counts a client sends stay within it. */
export const PG_INTEGER_MAX = 2_147_483_647;
