import type { ComponentProps, Ref } from 'react';

export type FileInputProps = Omit<ComponentProps<'input'>, 'type' | 'className' | 'children' | 'onChange' | 'ref'> & {
  inputRef?: Ref<HTMLInputElement>;
  /** Called with the files chosen, if any. */
  onFiles: (files: File[]) => void;
};

/**
 * A visually hidden file input, for a label styled as the control (a button, a photo grid's tile): Tab reaches it,
 * Enter or Space opens the chooser. Each choice is forgotten once read, so choosing the same file again (after
 * fixing it) still counts.
 */
export function FileInput({ inputRef, onFiles, ...input }: FileInputProps) {
  return (
    <input
      ref={inputRef}
      type="file"
      className="sr-only"
      {...input}
      onChange={(event) => {
        const files = [...(event.target.files ?? [])];
        event.target.value = '';
        if (files.length > 0) onFiles(files);
      }}
    />
  );
}
