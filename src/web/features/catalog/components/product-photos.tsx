import { t as translate } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import ImagePlus from 'lucide-react/icons/image-plus';
import Loader2 from 'lucide-react/icons/loader-circle';
import Trash2 from 'lucide-react/icons/trash';
import { useId, useState } from 'react';
import { MAX_PHOTO_BYTES, MAX_PRODUCT_PHOTOS, type Product } from '#shared/contracts/catalog.ts';
import { AddPhotosTile } from '#web/components/add-photos-tile.tsx';
import { IconButton } from '#web/components/ui/icon-button.tsx';
import { fieldRefusal } from '#web/lib/form-errors.ts';
import { failureToast, toast } from '#web/lib/toast.ts';
import { ownProductsQueryOptions, removeProductPhoto, uploadProductPhoto } from '../api/seller-products.ts';

const accepted = ['image/jpeg', 'image/png', 'image/webp'];

/** Why this file cannot be a product photo, checked before it is sent; the server checks its bytes again. */
function fileProblem(file: File): string | null {
  if (!accepted.includes(file.type)) return translate`It is not a JPEG, PNG or WebP image.`;
  const megabytes = MAX_PHOTO_BYTES / 1024 / 1024;
  if (file.size > MAX_PHOTO_BYTES) return translate`It is larger than ${megabytes} MB.`;
  return null;
}

/** A product's photos: add up to eight (uploaded one by one), remove any. A refused photo is explained right here. */
export function ProductPhotos({ product, onChange }: { product: Product; onChange: (product: Product) => void }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const inputId = useId();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const room = MAX_PRODUCT_PHOTOS - product.images.length;
  const most = MAX_PRODUCT_PHOTOS;
  const count = product.images.length;

  const add = async (files: File[]) => {
    setBusy(true);
    setProblem(null);
    try {
      for (const file of files.slice(0, room)) {
        const fileName = file.name;
        // Why the file was not added: refused here, or by the server.
        let reason = fileProblem(file);
        if (!reason) {
          try {
            onChange(await uploadProductPhoto(product.id, file));
          } catch (error) {
            reason = fieldRefusal(error, 'photo');
          }
        }
        if (reason) {
          setProblem(t`${fileName} was not added. ${reason}`);
          return;
        }
      }
      if (files.length > room)
        toast({
          title: t`Some photos were left out`,
          description: t`A product has at most ${most} photos.`,
        });
    } finally {
      setBusy(false);
      await queryClient.invalidateQueries({ queryKey: ownProductsQueryOptions.queryKey });
    }
  };

  const remove = async (photoId: string) => {
    try {
      onChange(await removeProductPhoto(product.id, photoId));
      await queryClient.invalidateQueries({ queryKey: ownProductsQueryOptions.queryKey });
    } catch (error) {
      failureToast(t`Photo not removed`, error);
    }
  };

  return (
    <div>
      <ul className="grid grid-cols-3 gap-2 sm:grid-cols-4" aria-label={t`Photos`}>
        {product.images.map((image) => {
          const alt = image.alt;
          return (
            <li key={image.id} className="group relative aspect-square overflow-hidden rounded-xl bg-muted">
              <img
                src={image.url}
                srcSet={image.srcset}
                sizes="160px"
                alt={image.alt}
                className="size-full object-cover"
              />
              <IconButton
                label={t`Remove photo: ${alt}`}
                tone="overlay"
                onClick={() => void remove(image.id)}
                className="absolute top-1.5 right-1.5 size-6.5"
              >
                <Trash2 className="size-3.5" aria-hidden />
              </IconButton>
            </li>
          );
        })}
        {room > 0 ? (
          <li>
            <AddPhotosTile
              id={inputId}
              accept={accepted.join(',')}
              aria-describedby={`${inputId}-hint ${inputId}-error`}
              aria-invalid={problem !== null}
              disabled={busy}
              onFiles={(files) => void add(files)}
              className="focus-within:outline-2 focus-within:outline-primary"
            >
              {busy ? (
                <Loader2 className="size-5 animate-spin" aria-hidden />
              ) : (
                <ImagePlus className="size-5" aria-hidden />
              )}
              {busy ? t`Uploading…` : t`Add photos`}
            </AddPhotosTile>
          </li>
        ) : null}
      </ul>
      <p id={`${inputId}-hint`} className="mt-2 text-xs text-text-secondary">
        <Trans>
          {count} of {most} photos · JPEG, PNG or WebP up to 10 MB each.
        </Trans>
      </p>
      <p id={`${inputId}-error`} role="alert" className="mt-2 text-sm text-red-300 empty:hidden">
        {problem}
      </p>
    </div>
  );
}
