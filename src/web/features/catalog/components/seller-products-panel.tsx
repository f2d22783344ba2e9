import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import Archive from 'lucide-react/icons/archive';
import ArchiveRestore from 'lucide-react/icons/archive-arrow-up';
import ImagePlus from 'lucide-react/icons/image-plus';
import PenLine from 'lucide-react/icons/pen-line';
import FileSpreadsheet from 'lucide-react/icons/file-spreadsheet';
import Plus from 'lucide-react/icons/plus';
import { type ReactNode, useState } from 'react';
import type { Product } from '#shared/contracts/catalog.ts';
import { declarationName, missingDeclarations } from '#shared/legal-metrology.ts';
import { formatRupees } from '#shared/money.ts';
import { LoadingScreen } from '#web/components/loading-screen.tsx';
import { ProductThumbnail } from '#web/components/product/product-thumbnail.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { translateText } from '#web/lib/i18n.ts';
import { failureToast, toast } from '#web/lib/toast.ts';
import { createProduct, ownProductsQueryOptions, setProductArchived, updateProduct } from '../api/seller-products.ts';
import { CatalogFilePanel } from './catalog-file-panel.tsx';
import { ProductForm } from './product-form.tsx';
import { ProductPhotos } from './product-photos.tsx';

type Editing = { mode: 'new' } | { mode: 'edit'; product: Product } | { mode: 'file' } | null;

function ProductRow({ product, onEdit }: { product: Product; onEdit: () => void }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const archived = product.status === 'archived';
  const toggle = async () => {
    try {
      await setProductArchived(product.id, !archived);
      await queryClient.invalidateQueries({ queryKey: ['catalog'] });
    } catch (error) {
      failureToast(archived ? t`Product not restored` : t`Product not archived`, error);
    }
  };
  const image = product.images[0];
  const name = product.name;
  const price = formatRupees(product.pricePaise);
  const stock = product.stock;
  // Why an archived packaged product cannot go back on sale (issue 39): the declarations it lacks.
  const lacking = archived ? missingDeclarations(product) : [];
  const missing = lacking.map((field) => translateText(declarationName(field))).join(', ');
  return (
    <li className="flex items-center gap-3 rounded-card border border-border bg-surface p-3">
      <ProductThumbnail image={image} size="md" loading="eager" />
      <div className="min-w-0 flex-1">
        <p className="truncate font-semibold">{product.name}</p>
        <p className="text-sm text-text-secondary tabular-nums">
          <Trans>
            {price} · {stock} in stock
          </Trans>
          {archived ? (
            <span className="ml-2 rounded-full bg-muted px-2 py-0.5 text-xs font-semibold">
              <Trans>Archived</Trans>
            </span>
          ) : null}
        </p>
        {lacking.length > 0 ? (
          <p className="mt-1 text-sm text-amber-300">{t`Add its Legal Metrology details to put it on sale: ${missing}.`}</p>
        ) : null}
        {image || archived ? null : (
          <button
            type="button"
            onClick={onEdit}
            className="mt-1 inline-flex items-center gap-1 rounded text-sm font-semibold text-primary hover:underline"
          >
            <ImagePlus className="size-3.5" aria-hidden />{' '}
            <Trans>
              Add photos<span className="sr-only"> of {name}</span>
            </Trans>
          </button>
        )}
      </div>
      <Button variant="ghost" size="icon" onClick={onEdit} aria-label={t`Edit ${name}`}>
        <PenLine className="size-4" aria-hidden />
      </Button>
      <Button
        variant="ghost"
        size="icon"
        onClick={() => void toggle()}
        aria-label={archived ? t`Restore ${name}` : t`Archive ${name}`}
      >
        {archived ? <ArchiveRestore className="size-4" aria-hidden /> : <Archive className="size-4" aria-hidden />}
      </Button>
    </li>
  );
}

/** A seller's products: list, add, edit, photograph, archive. `aside` follows the list (not the editor). */
export function SellerProductsPanel({
  defaultResellable = true,
  aside,
}: {
  defaultResellable?: boolean;
  aside?: ReactNode;
}) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const products = useQuery(ownProductsQueryOptions);
  const [editing, setEditing] = useState<Editing>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['catalog'] });

  if (editing?.mode === 'file') return <CatalogFilePanel onDone={() => setEditing(null)} />;

  if (editing) {
    const product = editing.mode === 'edit' ? editing.product : undefined;
    const name = product?.name ?? '';
    return (
      <section className="space-y-6" aria-labelledby="product-editor-title">
        <h2 id="product-editor-title" className="text-xl font-bold">
          {product ? t`Edit ${name}` : t`Add a product`}
        </h2>
        {product ? (
          <div className="rounded-card border border-border bg-surface/70 p-4">
            <ProductPhotos product={product} onChange={(updated) => setEditing({ mode: 'edit', product: updated })} />
          </div>
        ) : null}
        <div className="rounded-card border border-border bg-surface/70 p-4 sm:p-6">
          <ProductForm
            key={product?.id ?? 'new'}
            product={product}
            defaultResellable={defaultResellable}
            submitLabel={product ? t`Save changes` : t`Save and add photos`}
            onCancel={() => setEditing(null)}
            onSubmit={async (input) => {
              try {
                const saved = product ? await updateProduct(product.id, input) : await createProduct(input);
                await refresh();
                toast({
                  title: product ? t`Product saved` : t`Product added`,
                  description: product
                    ? saved.name
                    : saved.status === 'archived'
                      ? t`Now add its photos. It goes on sale once you give your GSTIN or GST enrolment number in GST details.`
                      : t`Now add its photos.`,
                });
                setEditing(product ? null : { mode: 'edit', product: saved });
              } catch (error) {
                failureToast(t`Product not saved`, error);
                throw error;
              }
            }}
          />
        </div>
        {product ? (
          <Button variant="secondary" onClick={() => setEditing(null)}>
            <Trans>Done</Trans>
          </Button>
        ) : null}
      </section>
    );
  }

  return (
    <section aria-labelledby="products-title">
      <div className="flex items-center justify-between gap-3">
        <h2 id="products-title" className="text-xl font-bold">
          <Trans>Your products</Trans>
        </h2>
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={() => setEditing({ mode: 'file' })}>
            <FileSpreadsheet className="size-4" aria-hidden />{' '}
            <Trans>
              CSV<span className="sr-only sm:not-sr-only"> import/export</span>
            </Trans>
          </Button>
          <Button onClick={() => setEditing({ mode: 'new' })}>
            <Plus className="size-4" aria-hidden /> <Trans>Add product</Trans>
          </Button>
        </div>
      </div>
      {products.isPending ? <LoadingScreen variant="inline" label={t`Loading your products`} /> : null}
      {products.isError ? (
        <p className="mt-6 text-text-secondary">
          <Trans>Your products could not be loaded. Try again in a moment.</Trans>
        </p>
      ) : null}
      {products.data && products.data.items.length === 0 ? (
        <p className="mt-6 rounded-card border border-dashed border-border p-6 text-center text-text-secondary">
          <Trans>Nothing listed yet. Add your first product and creators can start reselling it.</Trans>
        </p>
      ) : null}
      {products.data && products.data.items.length > 0 ? (
        <ul className="mt-4 space-y-2">
          {products.data.items.map((product) => (
            <ProductRow key={product.id} product={product} onEdit={() => setEditing({ mode: 'edit', product })} />
          ))}
        </ul>
      ) : null}
      {aside ? <div className="mt-8">{aside}</div> : null}
    </section>
  );
}
