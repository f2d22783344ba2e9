import { t as translate } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import ImagePlus from 'lucide-react/icons/image-plus';
import X from 'lucide-react/icons/x';
import { useEffect, useId, useRef, useState } from 'react';
import { MAX_RETURN_PHOTO_BYTES, MAX_RETURN_PHOTOS, RETURN_PHOTO_TYPES } from '#shared/contracts/orders-returns.ts';
import { AddPhotosTile } from '#web/components/add-photos-tile.tsx';
import { IconButton } from '#web/components/ui/icon-button.tsx';
import { cn } from '#web/lib/cn.ts';

const maxMegabytes = MAX_RETURN_PHOTO_BYTES / 1024 / 1024;
const accepted: readonly string[] = RETURN_PHOTO_TYPES;

/** Why a chosen file cannot go with the request (checked before any upload; the server checks the bytes), or null. */
export function returnPhotoProblem(file: Pick<File, 'name' | 'type' | 'size'>): string | null {
  const { name } = file;
  if (!accepted.includes(file.type)) return translate`${name} is not a JPEG, PNG or WebP image.`;
  if (file.size > MAX_RETURN_PHOTO_BYTES) return translate`${name} is larger than ${maxMegabytes} MB.`;
  return null;
}

/** A chosen file, shown from an object URL that lives exactly as long as the preview (the URL holds the file in memory). */
function PhotoPreview({ file, alt }: { file: File; alt: string }) {
  const image = useRef<HTMLImageElement>(null);
  useEffect(() => {
    const objectUrl = URL.createObjectURL(file);
    if (image.current) image.current.src = objectUrl;
    return () => URL.revokeObjectURL(objectUrl);
  }, [file]);
  return <img ref={image} alt={alt} className="size-full object-cover" />;
}

interface ReturnPhotoPickerProps {
  photos: File[];
  onChange: (photos: File[]) => void;
  /** The server's word on the photos, shown with the picker's own. */
  error: string | undefined;
  disabled?: boolean;
}

/** Up to three photos of the item, previewed before sending; each can be taken out again. */
export function ReturnPhotoPicker({ photos, onChange, error, disabled = false }: ReturnPhotoPickerProps) {
  const { t } = useLingui();
  const inputId = useId();
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const [problem, setProblem] = useState<string | null>(null);

  const room = MAX_RETURN_PHOTOS - photos.length;
  const add = (files: File[]) => {
    const problems = files.map(returnPhotoProblem).filter((message) => message !== null);
    const fitting = files.filter((file) => returnPhotoProblem(file) === null);
    const taken = fitting.slice(0, room);
    if (fitting.length > room) problems.push(t`Add at most ${MAX_RETURN_PHOTOS} photos.`);
    setProblem(problems[0] ?? null);
    if (taken.length > 0) onChange([...photos, ...taken]);
  };
  const remove = (index: number) => {
    setProblem(null);
    onChange(photos.filter((_, at) => at !== index));
  };
  const shown = problem ?? error;

  return (
    <fieldset aria-describedby={shown ? errorId : hintId}>
      <legend className="text-sm font-medium">
        <Trans>Photos (optional)</Trans>
      </legend>
      <ul className="mt-1.5 grid grid-cols-3 gap-2 sm:max-w-sm" aria-label={t`Chosen photos`}>
        {photos.map((photo, index) => {
          const position = index + 1;
          const { name } = photo;
          return (
            <li
              key={`${index}-${photo.name}-${photo.lastModified}`}
              className="relative aspect-square overflow-hidden rounded-xl bg-muted"
            >
              <PhotoPreview file={photo} alt={t`Photo ${position}: ${name}`} />
              <IconButton
                label={t`Remove photo ${position} (${name})`}
                tone="overlay"
                size="md"
                onClick={() => remove(index)}
                disabled={disabled}
                className="absolute top-1.5 right-1.5 bg-black/70 focus-visible:outline-offset-1 focus-visible:outline-white"
              >
                <X className="size-4" aria-hidden />
              </IconButton>
            </li>
          );
        })}
        {room > 0 ? (
          <li>
            <AddPhotosTile
              id={inputId}
              accept={accepted.join(',')}
              disabled={disabled}
              aria-invalid={Boolean(shown)}
              aria-describedby={shown ? errorId : hintId}
              onFiles={add}
              className={cn(
                'px-1 text-center transition-theme has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-primary',
                shown && 'border-red-400',
              )}
            >
              <ImagePlus className="size-5" aria-hidden />
              {photos.length === 0 ? t`Add photos` : t`Add another`}
            </AddPhotosTile>
          </li>
        ) : null}
      </ul>
      {shown ? (
        <p id={errorId} className="mt-1.5 text-sm text-red-300">
          {shown}
        </p>
      ) : (
        <p id={hintId} className="mt-1.5 text-xs text-text-secondary">
          <Trans>
            Up to {MAX_RETURN_PHOTOS} photos of the item, its label or the damage · JPEG, PNG or WebP, {maxMegabytes} MB
            each.
          </Trans>
        </p>
      )}
    </fieldset>
  );
}
