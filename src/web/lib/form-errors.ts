import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { ApiError } from './api-client.ts';

/** Puts the server's field errors (the envelope's `fields`) back on the form fields they belong to. */
export function applyServerErrors<T extends FieldValues>(
  form: Pick<UseFormReturn<T>, 'setError'>,
  error: unknown,
): void {
  if (!(error instanceof ApiError) || !error.fields) return;
  for (const [field, messages] of Object.entries(error.fields)) {
    form.setError(field as Path<T>, { message: messages[0] ?? 'Not valid.' });
  }
}

/** Why the server refused a file: its field's own error (type, pixels, count), else the answer's message. */
export function fieldRefusal(error: unknown, field: string): string {
  const own = error instanceof ApiError ? error.fields?.[field]?.[0] : undefined;
  return own ?? (error instanceof Error && error.message ? error.message : 'An error occurred');
}
