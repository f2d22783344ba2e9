import type { ReactNode } from 'react';
import { cn } from '#web/lib/cn.ts';
import { FileInput, type FileInputProps } from './file-input.tsx';

type FilePickerButtonProps = FileInputProps & {
  className?: string;
  /** The icon and words on the button ("Choose a banner"). */
  children: ReactNode;
};

/**
 * A file chooser that looks like the app's buttons (a store's or a campaign's banner): a label around a visually
 * hidden file input, so Tab reaches the input, Enter or Space opens the chooser, and the focus ring shows on the
 * button. The input keeps whatever label, hint and error ids it is given. A disabled input (a form being saved)
 * dims the button.
 */
export function FilePickerButton({ inputRef, onFiles, className, children, ...input }: FilePickerButtonProps) {
  return (
    <label
      className={cn(
        'inline-flex h-11 cursor-pointer items-center gap-2 rounded-button border border-border px-4 text-sm font-semibold whitespace-nowrap transition-theme hover:border-primary',
        'has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-primary',
        'has-disabled:cursor-not-allowed has-disabled:opacity-50',
        className,
      )}
    >
      {children}
      <FileInput inputRef={inputRef} onFiles={onFiles} {...input} />
    </label>
  );
}
