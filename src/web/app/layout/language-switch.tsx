import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import Languages from 'lucide-react/icons/languages';
import { useState } from 'react';
import { LOCALE_NAMES, LOCALE_TAGS, LOCALES, type Locale } from '#shared/i18n/locales.ts';
import { useSession } from '#web/features/auth/use-auth.ts';
import { updateProfile } from '#web/features/profiles/api/profile.ts';
import { cn } from '#web/lib/cn.ts';
import { currentLocale, rememberLocale, showLocale } from '#web/lib/i18n.ts';
import { failureToast } from '#web/lib/toast.ts';

/**
 * Changes the app's language (decision 047): remembered in the cookie the server reads, kept on a signed-in
 * user's profile (their mail follows it), and every screen drawn again in it, with what the server wrote
 * fetched again.
 */
function useSwitchLocale() {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const { data: session } = useSession();
  const [pending, setPending] = useState(false);
  const switchTo = async (locale: Locale) => {
    if (locale === currentLocale() || pending) return;
    setPending(true);
    rememberLocale(locale);
    try {
      await showLocale(locale);
    } catch (error) {
      failureToast(t`Could not change the language`, error);
      return;
    } finally {
      setPending(false);
    }
    void queryClient.invalidateQueries();
    if (session)
      updateProfile({ locale }).catch((error: unknown) => failureToast(t`Could not save your language`, error));
  };
  return { switchTo, pending };
}

const otherLocale = (locale: Locale): Locale => (locale === 'en' ? 'hi' : 'en');

/** The header's switch: one tap to the other language, named in itself. */
export function LanguageToggle() {
  const { t, i18n } = useLingui();
  const { switchTo, pending } = useSwitchLocale();
  const next = otherLocale(i18n.locale === 'hi' ? 'hi' : 'en');
  return (
    <button
      type="button"
      onClick={() => void switchTo(next)}
      disabled={pending}
      lang={LOCALE_TAGS[next]}
      aria-label={next === 'hi' ? 'हिंदी में देखें' : 'View in English'}
      title={t`Language`}
      className="inline-flex h-9 items-center gap-1 rounded-lg px-2 text-sm font-semibold text-text transition-theme hover:bg-muted disabled:opacity-60"
    >
      <Languages className="size-4 shrink-0" aria-hidden />
      <span>{next === 'hi' ? 'हिं' : 'EN'}</span>
    </button>
  );
}

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
