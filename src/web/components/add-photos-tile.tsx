import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../lib/cn.ts';

type AddPhotosTileProps = Omit<ComponentProps<'input'>, 'type' | 'multiple' | 'onChange' | 'className' | 'children'> & {
  id: string;
  /** Called with the files chosen, if any. */
  onFiles: (files: File[]) => void;
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
      <input
        id={id}
        type="file"
        multiple
        className="sr-only"
        {...input}
        onChange={(event) => {
          const files = [...(event.target.files ?? [])];
          // Forgotten, so choosing the same file again still counts.
          event.target.value = '';
          if (files.length > 0) onFiles(files);
        }}
      />
    </label>
  );
}
