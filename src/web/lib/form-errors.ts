import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { ApiError } from './api-client.ts';

/** Puts the server's field errors (the envelope's `fields`) back on the form fields they belong to. */
export function applyServerErrors<T extends FieldValues>(form: Pick<UseFormReturn<T>, 'setError'>, error: unknown): void {
  if (!(error instanceof ApiError) || !error.fields) return;
  for (const [field, messages] of Object.entries(error.fields)) {
    form.setError(field as Path<T>, { message: messages[0] ?? 'Not valid.' });
  }
}
