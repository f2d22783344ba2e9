import { Trans, useLingui } from '@lingui/react/macro';
import ImagePlus from 'lucide-react/icons/image-plus';
import { useEffect, useId, useMemo } from 'react';
import { Avatar } from './avatar.tsx';

export const MAX_AVATAR_BYTES = 5 * 1024 * 1024;
const accepted = ['image/jpeg', 'image/png', 'image/webp'];

/** Picks a store photo and previews it; the server checks the bytes again. */
export function AvatarPicker({
  file,
  onChange,
  fallback,
  currentUrl = null,
}: {
  file: File | null;
  onChange: (file: File | null, error?: string) => void;
  fallback: string;
  /** The photo the store has now, shown until another is chosen. */
  currentUrl?: string | null;
}) {
  const { t } = useLingui();
  const id = useId();
  const preview = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );

  return (
    <div className="flex items-center gap-4">
      <Avatar
        url={(file && preview) || currentUrl}
        alt={t`Your store photo`}
        name={fallback}
        noName="?"
        className="size-16 text-2xl"
      />
      <div>
        <label
          htmlFor={id}
          className="inline-flex cursor-pointer items-center gap-2 rounded-button border border-border px-3 py-2 text-sm font-semibold hover:border-primary focus-within:outline-2 focus-within:outline-primary"
        >
          <ImagePlus className="size-4" aria-hidden /> {file || currentUrl ? t`Change photo` : t`Add a photo`}
          <input
            id={id}
            type="file"
            accept={accepted.join(',')}
            className="sr-only"
            onChange={(event) => {
              const chosen = event.target.files?.[0] ?? null;
              if (chosen && !accepted.includes(chosen.type)) onChange(null, t`Choose a JPEG, PNG or WebP image.`);
              else if (chosen && chosen.size > MAX_AVATAR_BYTES) onChange(null, t`Choose an image of at most 5 MB.`);
              else onChange(chosen);
            }}
          />
        </label>
        <p className="mt-1 text-xs text-text-secondary">
          <Trans>Optional. JPEG, PNG or WebP, up to 5 MB.</Trans>
        </p>
      </div>
    </div>
  );
}
