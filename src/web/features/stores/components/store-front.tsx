import { useLingui } from '@lingui/react/macro';
import ExternalLink from 'lucide-react/icons/external-link';
import Megaphone from 'lucide-react/icons/megaphone';
import type { ReactNode } from 'react';
import type { PublicStore } from '#shared/contracts/stores.ts';
import { Avatar } from '#web/components/avatar.tsx';
import { usePublishedTheme } from '../use-published-theme.ts';
import { useStoreVisit } from '../use-store-visit.ts';
import { StoreProducts } from './store-products.tsx';

/**
 * A creator's public store: who they are, their content, and the products they picked, at the price buyers pay.
 * A product opens in the shared popup store; `popup` is what shows it (the route gives the product popup).
 */
export function StoreFront({ store, popup }: { store: PublicStore; popup: ReactNode }) {
  const { t } = useLingui();
  usePublishedTheme(store);
  useStoreVisit(store);
  const storeName = store.displayName;
  return (
    <article className="pb-14" aria-labelledby="store-title">
      {store.announcement ? (
        <p className="flex items-center justify-center gap-2 bg-gradient-primary px-4 py-2 text-center text-sm font-semibold text-white">
          <Megaphone className="size-4 shrink-0" aria-hidden /> {store.announcement}
        </p>
      ) : null}
      <div className="relative">
        {store.banner ? (
          <img
            src={store.banner.url}
            srcSet={store.banner.srcset}
            sizes="100vw"
            alt=""
            className="aspect-[3/1] max-h-80 w-full object-cover"
          />
        ) : (
          <div className="h-28 w-full bg-gradient-primary opacity-40 sm:h-40" aria-hidden />
        )}
      </div>
      <div className="mx-auto w-full max-w-5xl px-5">
        {/* Positioned, so it paints above the banner it overlaps: the banner never covers the photo. */}
        <header className="relative -mt-12 flex flex-col items-center text-center">
          <Avatar
            url={store.avatarUrl}
            name={store.displayName}
            width={96}
            height={96}
            className="size-24 border-4 border-background text-4xl shadow-glow"
          />
          <h1 id="store-title" className="mt-4 text-3xl font-black tracking-tight sm:text-4xl">
            {store.displayName}
          </h1>
          <p className="mt-1 font-medium text-primary">@{store.handle}</p>
          {store.bio ? <p className="mt-3 max-w-xl text-text-secondary">{store.bio}</p> : null}
          {/* The material connection, in plain words (decision 055): the creator earns on what they pick. */}
          <p className="mt-2 text-xs text-text-secondary">{t`${storeName} earns from sales made through this store.`}</p>
          {store.links.length > 0 ? (
            <ul className="mt-4 flex flex-wrap justify-center gap-2" aria-label={t`${storeName}'s links`}>
              {store.links.map((link) => (
                <li key={link.url}>
                  <a
                    href={link.url}
                    target="_blank"
                    rel="noopener noreferrer nofollow"
                    className="inline-flex items-center gap-1.5 rounded-full border border-border bg-surface px-3 py-1.5 text-sm font-medium hover:border-primary/70"
                  >
                    {link.label} <ExternalLink className="size-3.5" aria-hidden />
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
        </header>
        <StoreProducts store={store} popup={popup} />
      </div>
    </article>
  );
}
