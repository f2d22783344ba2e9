import type { Ref } from 'react';
import { Field } from './field.tsx';

/**
 * A labelled file picker (a CSV upload): `onFile` hears each choice (null when cleared); `inputRef` lets the form
 * clear it after a successful upload.
 */
export function FileField({
  label,
  hint,
  error,
  accept,
  inputRef,
  onFile,
}: {
  label: string;
  hint: string;
  error?: string;
  accept: string;
  inputRef: Ref<HTMLInputElement>;
  onFile: (file: File | null) => void;
}) {
  return (
    <Field label={label} hint={hint} error={error}>
      {(control) => (
        <input
          {...control}
          ref={inputRef}
          type="file"
          accept={accept}
          onChange={(event) => onFile(event.target.files?.[0] ?? null)}
          className="block w-full text-sm text-text-secondary file:mr-3 file:h-10 file:cursor-pointer file:rounded-button file:border file:border-border file:bg-muted file:px-3 file:text-sm file:font-semibold file:text-text hover:file:border-primary/60 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
        />
      )}
    </Field>
  );
}
