import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { LOCALE_TAGS, type Locale } from '#shared/i18n/locales.ts';
import { useSession } from '#web/features/auth/use-auth.ts';
import { currentLocale, rememberLocale, showLocale } from '#web/lib/i18n.ts';
import { failureToast } from '#web/lib/toast.ts';

/**
 * Changes the app's language (decision 047): remembered in the cookie the server reads, kept on a signed-in
 * user's profile (their mail follows it), and every screen drawn again in it, with what the server wrote
 * fetched again.
 */
export function useSwitchLocale() {
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
    // The profile's API (and the contracts' checks) load only when a signed-in user switches: zod stays off the
    // store's first load (decision 028).
    if (session)
      import('#web/features/profiles/api/profile.ts')
        .then(({ updateProfile }) => updateProfile({ locale }))
        .catch((error: unknown) => failureToast(t`Could not save your language`, error));
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
      {/* The language's own name in full: the button's name contains what it shows, for voice control. */}
      <span className={next === 'hi' ? 'font-hindi-name' : undefined}>{next === 'hi' ? 'हिंदी' : 'English'}</span>
    </button>
  );
}
