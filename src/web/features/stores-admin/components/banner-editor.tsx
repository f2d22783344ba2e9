import { t as translate } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import ImagePlus from 'lucide-react/icons/image-plus';
import Trash2 from 'lucide-react/icons/trash';
import Upload from 'lucide-react/icons/upload';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import type { PublicStore } from '#shared/contracts/stores.ts';
import { Button, buttonVariants } from '#web/components/ui/button.tsx';
import { FilePickerButton } from '#web/components/ui/file-picker-button.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { failureToast, toast } from '#web/lib/toast.ts';
import {
  ACCEPTED_IMAGE_TYPES,
  MAX_BANNER_BYTES,
  useRemoveStoreBanner,
  useUploadStoreBanner,
} from '../api/store-admin.ts';

const megabytes = (bytes: number) => (bytes / 1024 / 1024).toFixed(1).replace(/\.0$/, '');

/** Why a chosen file cannot be a banner, or null when it may be uploaded. */
export function bannerFileProblem(file: File): string | null {
  if (!(ACCEPTED_IMAGE_TYPES as readonly string[]).includes(file.type))
    return translate`Choose a JPEG, PNG or WebP image.`;
  if (file.size > MAX_BANNER_BYTES) {
    const size = megabytes(file.size);
    const max = megabytes(MAX_BANNER_BYTES);
    return translate`That image is ${size} MB. Choose one of at most ${max} MB.`;
  }
  return null;
}

/** An object URL for a chosen file, revoked when the file changes or the screen closes. */
export function useObjectUrl(file: File | null): string | null {
  const url = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(
    () => () => {
      if (url) URL.revokeObjectURL(url);
    },
    [url],
  );
  return url;
}

interface BannerEditorProps {
  store: PublicStore;
  /** The chosen, not yet uploaded file (the preview card shows it too). */
  pending: File | null;
  pendingUrl: string | null;
  onPending: (file: File | null) => void;
}

/** The store banner: choose, check, preview, upload, or remove. */
export function BannerEditor({ store, pending, pendingUrl, onPending }: BannerEditorProps) {
  const { t } = useLingui();
  const headingId = useId();
  const errorId = useId();
  const input = useRef<HTMLInputElement>(null);
  const cancelRemove = useRef<HTMLButtonElement>(null);
  const [error, setError] = useState<string | null>(null);
  const [confirmingRemove, setConfirmingRemove] = useState(false);
  const upload = useUploadStoreBanner();
  const remove = useRemoveStoreBanner();
  const busy = upload.isPending || remove.isPending;

  const choose = (file: File | undefined) => {
    if (!file) return;
    const problem = bannerFileProblem(file);
    setError(problem);
    onPending(problem ? null : file);
  };

  const save = async () => {
    if (!pending) return;
    try {
      await upload.mutateAsync(pending);
      // Flushed so the file input is back in the page before it takes focus from the vanished Save button.
      flushSync(() => onPending(null));
      const handle = store.handle;
      toast({ title: t`Banner saved`, description: t`It now runs across the top of @${handle}.` });
      input.current?.focus();
    } catch (caught) {
      // The server's word on this file (not an image, too big) belongs next to it; anything else is a toast.
      if (caught instanceof ApiError && (caught.status === 422 || caught.status === 413)) {
        setError(caught.fields?.banner?.[0] ?? caught.message);
      } else {
        failureToast(t`Your banner was not saved`, caught);
      }
    }
  };

  const askRemove = (open: boolean) => {
    flushSync(() => setConfirmingRemove(open));
    if (open) cancelRemove.current?.focus();
  };

  const confirmRemove = async () => {
    try {
      await remove.mutateAsync();
      flushSync(() => setConfirmingRemove(false));
      toast({ title: t`Banner removed`, description: t`Your store shows a plain header.` });
      input.current?.focus();
    } catch (caught) {
      failureToast(t`Your banner was not removed`, caught);
    }
  };

  const shown = pendingUrl ?? store.banner?.url ?? null;

  return (
    <section
      aria-labelledby={headingId}
      className="rounded-card border border-border bg-surface/70 p-4 sm:p-5"
      aria-busy={busy}
    >
      <h2 id={headingId} className="text-lg font-bold">
        <Trans>Banner</Trans>
      </h2>
      <p className="mt-1 text-sm text-text-secondary">
        <Trans>Runs across the top of your store, cropped to 3:1. JPEG, PNG or WebP, up to 10 MB.</Trans>
      </p>

      <div className="mt-4 aspect-[3/1] overflow-hidden rounded-xl border border-border bg-gradient-secondary">
        {shown ? (
          <img
            src={shown}
            srcSet={pendingUrl ? undefined : store.banner?.srcset}
            sizes="(min-width: 1024px) 640px, 100vw"
            alt={pendingUrl ? t`Your new banner, not saved yet` : t`Your store banner`}
            className="size-full object-cover"
          />
        ) : (
          <p className="flex size-full items-center justify-center text-sm text-text-secondary">
            <Trans>No banner yet</Trans>
          </p>
        )}
      </div>

      {error ? (
        <p id={errorId} role="alert" className="mt-2 text-sm text-red-300">
          {error}
        </p>
      ) : null}

      <div className="mt-4 flex flex-wrap items-center gap-2">
        {pending ? (
          <>
            <Button onClick={() => void save()} disabled={busy}>
              <Upload aria-hidden className="size-4" /> {upload.isPending ? t`Uploading…` : t`Save banner`}
            </Button>
            <Button variant="ghost" onClick={() => onPending(null)} disabled={busy}>
              <Trans>Cancel</Trans>
            </Button>
          </>
        ) : (
          <FilePickerButton
            inputRef={input}
            accept={ACCEPTED_IMAGE_TYPES.join(',')}
            aria-describedby={error ? errorId : undefined}
            onFiles={(files) => choose(files[0])}
          >
            <ImagePlus aria-hidden className="size-4" /> {store.banner ? t`Change banner` : t`Choose a banner`}
          </FilePickerButton>
        )}
        {store.banner && !pending ? (
          confirmingRemove ? (
            <div
              role="group"
              aria-label={t`Remove the banner?`}
              className="flex items-center gap-2"
              onKeyDown={(event) => event.key === 'Escape' && askRemove(false)}
            >
              <span className="text-sm font-semibold">
                <Trans>Remove it?</Trans>
              </span>
              <Button variant="destructive" size="sm" onClick={() => void confirmRemove()} disabled={busy}>
                {remove.isPending ? t`Removing…` : t`Yes, remove`}
              </Button>
              <button
                ref={cancelRemove}
                type="button"
                className={buttonVariants({ variant: 'secondary', size: 'sm' })}
                onClick={() => askRemove(false)}
              >
                <Trans>Cancel</Trans>
              </button>
            </div>
          ) : (
            <Button variant="ghost" onClick={() => askRemove(true)} disabled={busy}>
              <Trash2 aria-hidden className="size-4" /> <Trans>Remove banner</Trans>
            </Button>
          )
        ) : null}
      </div>
      {pending ? (
        <p className="mt-2 text-xs text-text-secondary">
          <Trans>Not saved yet: the preview shows it, buyers don’t.</Trans>
        </p>
      ) : null}
    </section>
  );
}
