import { useLingui } from '@lingui/react/macro';
import { useSearchParams } from 'react-router';
import { productCategories } from '#shared/catalog/categories.ts';
import { categoryName } from '#web/features/stores/public.ts';
import { cn } from '#web/lib/cn.ts';
import { overflowFade } from '#web/lib/overflow-fade.ts';
import { readShopSearch, withParam } from '../shop-search.ts';

/** One chip per category: pressing one filters by it (?category=), pressing it again clears it. */
export function CategoryChips() {
  const { t, i18n } = useLingui();
  const [params, setParams] = useSearchParams();
  const active = readShopSearch(params).category;
  return (
    <div
      ref={overflowFade}
      role="group"
      aria-label={t`Categories`}
      className="fade-x -mx-5 snap-x scroll-px-5 overflow-x-auto px-5 pb-1 [scrollbar-width:none] sm:mx-0 sm:overflow-visible sm:px-0"
    >
      <ul className="flex w-max gap-2 sm:w-auto sm:flex-wrap">
        {productCategories.map((category) => {
          const pressed = category.id === active;
          return (
            <li key={category.id} className="snap-start">
              <button
                type="button"
                aria-pressed={pressed}
                onClick={() =>
                  setParams((current) => withParam(current, 'category', pressed ? undefined : category.id))
                }
                className={cn(
                  'h-9 cursor-pointer rounded-full border px-4 text-sm font-medium whitespace-nowrap transition-theme',
                  pressed
                    ? 'border-transparent bg-gradient-primary text-white shadow-button'
                    : 'border-border bg-surface text-text-secondary hover:border-primary/60 hover:text-text',
                )}
              >
                {categoryName(i18n, category.id)}
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
