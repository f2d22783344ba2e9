import type { ReactNode } from 'react';
import { cn } from '#web/lib/cn.ts';
import { FileInput, type FileInputProps } from './ui/file-input.tsx';

type AddPhotosTileProps = Omit<FileInputProps, 'multiple' | 'inputRef'> & {
  id: string;
  /** The tile's focus ring and any state (a refused choice); its shape is the same everywhere. */
  className?: string;
  /** The icon and words on the tile. */
  children: ReactNode;
};

/** The last square of a photo grid: a label that opens the file chooser for more photos. */
export function AddPhotosTile({ id, onFiles, className, children, ...input }: AddPhotosTileProps) {
  return (
    <label
      htmlFor={id}
      className={cn(
        'flex aspect-square cursor-pointer flex-col items-center justify-center gap-1 rounded-xl border border-dashed border-border text-xs text-text-secondary hover:border-primary hover:text-text',
        className,
      )}
    >
      {children}
      <FileInput id={id} multiple onFiles={onFiles} {...input} />
    </label>
  );
}
