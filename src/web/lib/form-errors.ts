import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { ApiError } from './api-client.ts';

interface ServerErrorOptions<T extends FieldValues> {
  /** The form field a server field belongs to (the contract's names may differ); null: none on this form. */
  field?: (name: string) => Path<T> | null;
  /** The words to show for a server field's first message. */
  message?: (name: string, message: string) => string;
  /** Focus the first field given an error. */
  focus?: boolean;
}

/**
 * Puts the server's field errors (the envelope's `fields`) back on the form fields they belong to, the first
 * message of each and the first for a field that several map to. Returns the fields it marked and the messages
 * no field of the form could show.
 */
export function applyServerErrors<T extends FieldValues>(
  form: Pick<UseFormReturn<T>, 'setError' | 'setFocus'>,
  error: unknown,
  { field = (name) => name as Path<T>, message = (_, text) => text, focus = false }: ServerErrorOptions<T> = {},
): { placed: Path<T>[]; unplaced: string[] } {
  const placed: Path<T>[] = [];
  const unplaced: string[] = [];
  if (!(error instanceof ApiError) || !error.fields) return { placed, unplaced };
  for (const [name, messages] of Object.entries(error.fields)) {
    const text = message(name, messages[0] ?? 'Not valid.');
    const target = field(name);
    if (target === null) unplaced.push(text);
    else if (!placed.includes(target)) {
      form.setError(target, { message: text });
      placed.push(target);
    }
  }
  if (focus && placed[0] !== undefined) form.setFocus(placed[0]);
  return { placed, unplaced };
}

/** The server's message for one field, if it sent one. */
export function serverFieldError(error: unknown, field: string): string | undefined {
  return error instanceof ApiError ? error.fields?.[field]?.[0] : undefined;
}

/** Why the server refused a file: its field's own error (type, pixels, count), else the answer's message. */
export function fieldRefusal(error: unknown, field: string): string {
  return (
    serverFieldError(error, field) ?? (error instanceof Error && error.message ? error.message : 'An error occurred')
  );
}
