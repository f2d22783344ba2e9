import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import Bookmark from 'lucide-react/icons/bookmark';
import Heart from 'lucide-react/icons/heart';
import Trash2 from 'lucide-react/icons/trash';
import { Link } from 'react-router';
import type { ListEntry, ProductListName } from '#shared/contracts/lists.ts';
import { productInLanguage } from '#shared/i18n/product-words.ts';
import { formatRupees } from '#shared/money.ts';
import { ProductThumbnail } from '#web/components/product/product-thumbnail.tsx';
import { Button, buttonVariants } from '#web/components/ui/button.tsx';
import { cn } from '#web/lib/cn.ts';
import { currentLocale } from '#web/lib/i18n.ts';
import { toast } from '#web/lib/toast.ts';
import { listsStore } from '../lists-store.ts';
import { listToastTitle, toggleListEntry } from '../list-changes.ts';

const meta: Record<ProductListName, { title: MessageDescriptor; icon: typeof Heart; empty: MessageDescriptor }> = {
  saved: { title: msg`Saved`, icon: Bookmark, empty: msg`Tap the bookmark on a product to save it for later.` },
  liked: { title: msg`Liked`, icon: Heart, empty: msg`Tap the heart on a product you love.` },
};

function EntryRow({ list, entry }: { list: ProductListName; entry: ListEntry }) {
  const { t } = useLingui();
  const productName = productInLanguage(entry, currentLocale()).name;
  const storeHandle = entry.storeHandle;
  const href = entry.storeHandle && entry.listingId ? `/@${entry.storeHandle}?product=${entry.listingId}` : null;
  const name = href ? (
    <Link to={href} className="font-semibold hover:text-primary hover:underline">
      {productName}
    </Link>
  ) : (
    <span className="font-semibold">{productName}</span>
  );
  return (
    <li className="flex items-center gap-3 rounded-card border border-border bg-surface p-3 shadow-card">
      <ProductThumbnail image={entry.image} size="lg" emptyLabel={t`No photo`} />
      <div className="min-w-0 flex-1">
        <p className="line-clamp-2">{name}</p>
        {storeHandle ? (
          <p className="text-sm text-text-secondary">
            <Trans>from @{storeHandle}</Trans>
          </p>
        ) : null}
        <p className="mt-1 text-sm font-bold tabular-nums">
          {entry.pricePaise === null ? (
            <span className="font-medium text-amber-300">
              <Trans>No longer on sale</Trans>
            </span>
          ) : (
            formatRupees(entry.pricePaise)
          )}
        </p>
      </div>
      <Button
        variant="ghost"
        size="icon"
        aria-label={list === 'saved' ? t`Remove ${productName} from saved` : t`Remove ${productName} from liked`}
        className="shrink-0"
        onClick={() =>
          void toggleListEntry(list, entry).then((added) =>
            toast({ title: listToastTitle(list, added), description: productName }),
          )
        }
      >
        <Trash2 className="size-5" aria-hidden />
      </Button>
    </li>
  );
}

function ListSection({ list, showHeading }: { list: ProductListName; showHeading: boolean }) {
  const { i18n } = useLingui();
  const entries = listsStore.useStore((state) => state[list]);
  const { title, icon: Icon, empty } = meta[list];
  const headingId = `list-${list}`;
  return (
    <section aria-labelledby={headingId} className="mt-8">
      <h2 id={headingId} className={showHeading ? 'flex items-center gap-2 text-lg font-bold' : 'sr-only'}>
        <Icon className="size-5 text-primary" aria-hidden /> {i18n._(title)}{' '}
        <span className="text-text-secondary">({entries.length})</span>
      </h2>
      {entries.length === 0 ? (
        <p className="mt-3 rounded-card border border-dashed border-border p-6 text-center text-sm text-text-secondary">
          {i18n._(empty)}
        </p>
      ) : (
        <ul className="mt-3 grid gap-3 md:grid-cols-2">
          {entries.map((entry) => (
            <EntryRow key={entry.productId} list={list} entry={entry} />
          ))}
        </ul>
      )}
    </section>
  );
}

/** /saved, /liked and /favorites (both): the visitor's lists, kept on this device and, when signed in, in the account. */
export function ProductListsScreen({
  lists,
  title,
  subtitle,
}: {
  lists: ProductListName[];
  title: string;
  subtitle: string;
}) {
  return (
    <div className="mx-auto w-full max-w-5xl px-5 py-10">
      <h1 className="text-3xl font-black tracking-tight">{title}</h1>
      <p className="mt-1 text-text-secondary">{subtitle}</p>
      {lists.map((list) => (
        <ListSection key={list} list={list} showHeading={lists.length > 1} />
      ))}
      <Link to="/shop" className={cn(buttonVariants({ variant: 'secondary' }), 'mt-10')}>
        <Trans>Keep shopping</Trans>
      </Link>
    </div>
  );
}
