import { useLingui } from '@lingui/react/macro';
import Languages from 'lucide-react/icons/languages';
import { LOCALE_NAMES, LOCALE_TAGS, LOCALES } from '#shared/i18n/locales.ts';
import { cn } from '#web/lib/cn.ts';
import { useSwitchLocale } from './language-switch.tsx';

/** The sidebar's switch: both languages, the one in use pressed. */
export function LanguageChoice() {
  const { t, i18n } = useLingui();
  const { switchTo, pending } = useSwitchLocale();
  return (
    <fieldset className="px-1">
      <legend className="mb-2 flex items-center gap-2 text-xs font-semibold tracking-wide text-text-secondary uppercase">
        <Languages className="size-4" aria-hidden /> {t`Language`}
      </legend>
      <div className="grid grid-cols-2 gap-1 rounded-xl bg-muted p-1">
        {LOCALES.map((locale) => {
          const active = i18n.locale === locale;
          return (
            <button
              key={locale}
              type="button"
              lang={LOCALE_TAGS[locale]}
              aria-pressed={active}
              disabled={pending}
              onClick={() => void switchTo(locale)}
              className={cn(
                'rounded-lg px-3 py-2 text-sm font-semibold transition-theme',
                active ? 'bg-surface text-text shadow-sm' : 'text-text-secondary hover:text-text',
              )}
            >
              {LOCALE_NAMES[locale]}
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}
