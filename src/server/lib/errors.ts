import type { FileProblem } from '#shared/contracts/common.ts';
import type { Locale } from '#shared/i18n/locales.ts';
import { translateText } from './i18n.ts';

/**
 * A message with values, said in the reader's language when it is answered (decision 047): its text is its own id
 * in the catalogs, with ICU placeholders: `phrase(/*i18n*\/ 'Only {count} left.', { count })`. A value may be a
 * phrase itself (a sentence said inside another), said in the same language first.
 */
export interface Phrase {
  text: string;
  values: Record<string, PhraseValue>;
}
export type PhraseValue = string | number | Phrase;

export const phrase = (text: string, values: Record<string, PhraseValue>): Phrase => ({ text, values });

/** Sentences said one after another, a space between them: one phrase for a message. */
export function inTurn(sentences: readonly Phrase[]): Phrase {
  const [first, ...rest] = sentences;
  if (!first) throw new Error('inTurn needs a sentence');
  return rest.length === 0 ? first : phrase(/*i18n*/ '{first} {rest}', { first, rest: inTurn(rest) });
}

/** A message, a text that is its own id in the catalogs or a phrase, in a language. */
export function say(locale: Locale, message: string | Phrase): string {
  if (typeof message === 'string') return translateText(locale, message);
  const values = Object.fromEntries(
    Object.entries(message.values).map(([name, value]) => [
      name,
      typeof value === 'object' ? say(locale, value) : value,
    ]),
  );
  return translateText(locale, message.text, values);
}

/** An error's field messages, each said in a language. */
export function sayFields(
  locale: Locale,
  fields: Record<string, readonly (string | Phrase)[]>,
): Record<string, string[]> {
  return Object.fromEntries(
    Object.entries(fields).map(([name, messages]) => [name, messages.map((message) => say(locale, message))]),
  );
}

/**
 * The one error type services throw. `onError` in app.ts maps the code to an
 * HTTP status; services never know about HTTP.
 */
export const errorStatus = {
  bad_request: 400,
  invalid_json: 400,
  validation_failed: 422,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  method_not_allowed: 405,
  conflict: 409,
  /** An order asks for more than is in stock. */
  out_of_stock: 409,
  /** A price moved since the buyer saw it; they re-check and confirm. */
  price_changed: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  rate_limited: 429,
  internal: 500,
  /** The AI Manager's language-model server refused or could not be reached. */
  upstream_failed: 502,
  unavailable: 503,
} as const;

export type ErrorCode = keyof typeof errorStatus;

export class AppError extends Error {
  readonly code: ErrorCode;
  /** Each field's messages, said in the reader's language like the message. */
  readonly fields: Record<string, (string | Phrase)[]> | undefined;
  /** For rate_limited: seconds until the client may try again (the Retry-After header). */
  readonly retryAfterSeconds: number | undefined;

  /** The message as said to a reader, in any language. */
  readonly phrase: Phrase;

  constructor(
    code: ErrorCode,
    message: string | Phrase,
    options: { fields?: Record<string, (string | Phrase)[]> | undefined; retryAfterSeconds?: number | undefined } = {},
  ) {
    const said = typeof message === 'string' ? { text: message, values: {} } : message;
    super(say('en', said));
    this.phrase = said;
    this.name = 'AppError';
    this.code = code;
    this.fields = options.fields;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }

  get status(): (typeof errorStatus)[ErrorCode] {
    return errorStatus[this.code];
  }
}

/** An uploaded file refused row by row (422): every problem, and the same as a CSV report the seller downloads. */
/** A problem with one cell of an uploaded file, its reason said in the reader's language when answered. */
export type ProblemInFile = Omit<FileProblem, 'reason'> & { reason: string | Phrase };

export class FileRejected extends AppError {
  /** Every problem; the answer lists the first `listed` and reports them all. */
  readonly problems: ProblemInFile[];
  readonly listed: number;
  /** The downloadable report of every problem, their reasons said. */
  readonly report: (problems: FileProblem[]) => string;

  constructor(
    message: string | Phrase,
    problems: ProblemInFile[],
    listed: number,
    report: (problems: FileProblem[]) => string,
  ) {
    super('validation_failed', message);
    this.name = 'FileRejected';
    this.problems = problems;
    this.listed = listed;
    this.report = report;
  }

  /** What the answer carries, said in a language: the problems listed and the report of all. */
  said(locale: Locale): { problems: FileProblem[]; report: string } {
    const said = this.problems.map((problem) => ({ ...problem, reason: say(locale, problem.reason) }));
    return { problems: said.slice(0, this.listed), report: this.report(said) };
  }
}

/** The `fields` of a 422 for a failed zod parse: each message once, under its dotted path ('_' for the whole value). */
export function issueFields(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): Record<string, string[]> {
  const fields: Record<string, string[]> = {};
  for (const issue of issues) {
    const messages = (fields[issue.path.length > 0 ? issue.path.join('.') : '_'] ??= []);
    // One rule can fail twice (an http link to a bad host): say it once.
    if (!messages.includes(issue.message)) messages.push(issue.message);
  }
  return fields;
}

/** Whether a database error is a unique index refusing a row (on either driver), optionally a given index's. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const cause = (error as { cause?: { code?: string; constraint?: string } }).cause ?? error;
  const { code, constraint: name } = cause as { code?: string; constraint?: string };
  return String(code) === '23505' && (constraint === undefined || name === constraint);
}
