import { Trans, useLingui } from '@lingui/react/macro';
import Check from 'lucide-react/icons/check';
import { useState } from 'react';
import { Link } from 'react-router';
import type { PublicStore } from '#shared/contracts/stores.ts';
import type { Theme } from '#shared/contracts/stores-theme.ts';
import { themePresets } from '#shared/theme/presets.ts';
import { Button } from '#web/components/ui/button.tsx';
import { failureToast, toast } from '#web/lib/toast.ts';
import { useThemeEditing } from '#web/lib/theme/theme-checks.ts';
import { useTheme } from '#web/lib/theme/theme-provider.tsx';
import { usePublishStoreTheme } from '../api/store-admin.ts';
import { editColour, sameLook, type StoreColourKey } from '../theme-draft.ts';
import { themeDisplayName } from '#web/lib/theme/theme-name.ts';
import { BannerEditor, useObjectUrl } from './banner-editor.tsx';
import { StoreAdminPage } from './store-admin-page.tsx';
import { StorePreview } from './store-preview.tsx';
import { StoreThemeChooser, type ThemeOption, type ThemeSelection } from './store-theme-chooser.tsx';

const PUBLISHED_KEY = 'published';

// aria-disabled, not disabled, so a button that switches off right after it is pressed keeps keyboard focus.
const softDisabled = 'aria-disabled:cursor-not-allowed aria-disabled:opacity-50';

/** The presets and the visitor's saved themes; the published theme too when it is neither (edited, or saved elsewhere). */
function themeOptions(presets: readonly Theme[], saved: readonly Theme[], published: Theme | null): ThemeOption[] {
  const options: ThemeOption[] = [
    ...presets.map((theme) => ({ key: `preset:${theme.id}`, group: 'preset' as const, theme })),
    ...saved.map((theme) => ({ key: `saved:${theme.id}`, group: 'saved' as const, theme })),
  ];
  if (published && !options.some((option) => sameLook(option.theme, published))) {
    options.unshift({ key: PUBLISHED_KEY, group: 'published', theme: published });
  }
  return options;
}

/** Start from what buyers see now; with nothing published, from the theme the creator uses themselves. */
function startSelection(options: ThemeOption[], published: Theme | null, own: Theme): ThemeSelection {
  const find = (theme: Theme | null) => options.find((option) => sameLook(option.theme, theme));
  const option = find(published) ?? find(own) ?? options.find((entry) => entry.theme.id === own.id) ?? options[0];
  if (!option) return { key: 'own', theme: own, edited: false };
  return { key: option.key, theme: option.theme, edited: false };
}

function CustomizeStoreForm({ store }: { store: PublicStore }) {
  const { t, i18n } = useLingui();
  const { themes, currentTheme } = useTheme();
  const { saveTheme } = useThemeEditing();
  const options = themeOptions(themePresets, themes, store.theme);
  const [selection, setSelection] = useState(() => startSelection(options, store.theme, currentTheme));
  const [pendingBanner, setPendingBanner] = useState<File | null>(null);
  const pendingBannerUrl = useObjectUrl(pendingBanner);
  const publish = usePublishStoreTheme();
  const live = sameLook(selection.theme, store.theme);

  const select = (option: ThemeOption) => setSelection({ key: option.key, theme: option.theme, edited: false });
  const editColourOf = (key: StoreColourKey, value: string) =>
    setSelection((previous) => ({
      ...previous,
      theme: editColour(previous.theme, key, value, { isCopy: previous.edited, now: Date.now() }),
      edited: true,
    }));
  const reset = () => {
    const option = options.find((entry) => entry.key === selection.key);
    setSelection(
      option
        ? { key: option.key, theme: option.theme, edited: false }
        : startSelection(options, store.theme, currentTheme),
    );
  };
  const saveToMyThemes = () => {
    try {
      const saved = saveTheme(selection.theme);
      setSelection({ key: `saved:${saved.id}`, theme: saved, edited: false });
      const themeName = themeDisplayName(saved, i18n);
      toast({ title: t`Theme saved`, description: t`${themeName} is in My themes now.` });
    } catch (error) {
      failureToast(t`Theme not saved`, error);
    }
  };

  const publishDraft = async () => {
    if (live || publish.isPending) return;
    const draft = selection.theme;
    try {
      const updated = await publish.mutateAsync(draft);
      const handle = store.handle;
      const themeName = themeDisplayName(draft, i18n);
      toast({ title: t`Theme published`, description: t`Buyers now see @${handle} in ${themeName}.` });
      // An edited copy is no preset or saved theme: from now on it is the "On your store now" option.
      if (selection.edited && updated.theme) setSelection({ key: PUBLISHED_KEY, theme: updated.theme, edited: false });
    } catch (error) {
      failureToast(t`Theme not published`, error);
    }
  };

  const unpublish = async () => {
    if (!store.theme || publish.isPending) return;
    try {
      const updated = await publish.mutateAsync(null);
      const handle = store.handle;
      toast({
        title: t`Using visitors' own theme`,
        description: t`Buyers see @${handle} in the theme they picked for Haat.`,
      });
      // The "On your store now" option is gone with it; start again from the creator's own theme.
      if (selection.key === PUBLISHED_KEY)
        setSelection(startSelection(themeOptions(themePresets, themes, updated.theme), updated.theme, currentTheme));
    } catch (error) {
      failureToast(t`Theme not changed`, error);
    }
  };

  const publishing = publish.isPending && publish.variables !== null;
  const unpublishing = publish.isPending && publish.variables === null;
  const publishedName = store.theme ? themeDisplayName(store.theme, i18n) : '';

  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_420px] lg:items-start lg:gap-10">
      <div className="lg:col-start-1 lg:row-start-1">
        <StoreThemeChooser
          options={options}
          selection={selection}
          published={store.theme}
          savedCount={themes.length}
          onSelect={select}
          onColour={editColourOf}
          onReset={reset}
          onSave={saveToMyThemes}
        />
      </div>

      <aside aria-label={t`Preview and publish`} className="space-y-4 lg:col-start-2 lg:row-span-2 lg:row-start-1">
        <StorePreview store={store} theme={selection.theme} bannerPreview={pendingBannerUrl} />
        <div className="space-y-3 rounded-card border border-border bg-surface/70 p-4">
          <p className="text-sm">
            {store.theme ? (
              <Trans>
                On your store now: <strong>{publishedName}</strong>
              </Trans>
            ) : (
              t`Nothing published: buyers see your store in their own theme.`
            )}
          </p>
          <div className="flex flex-wrap gap-2">
            <Button
              aria-disabled={live || publish.isPending}
              className={softDisabled}
              onClick={() => void publishDraft()}
            >
              {live ? (
                <>
                  <Check aria-hidden className="size-4" /> <Trans>Published</Trans>
                </>
              ) : publishing ? (
                t`Publishing…`
              ) : (
                t`Publish to my store`
              )}
            </Button>
            <Button
              variant="secondary"
              aria-disabled={!store.theme || publish.isPending}
              className={softDisabled}
              onClick={() => void unpublish()}
            >
              {unpublishing ? t`Switching…` : t`Use visitors' own theme`}
            </Button>
          </div>
        </div>
        <p className="text-sm text-text-secondary">
          <Trans>
            Your name, photo and bio are on{' '}
            <Link to="/creator-profile" className="font-semibold text-primary hover:underline">
              Profile
            </Link>
            ; the announcement, featured title and links on{' '}
            <Link to="/cms" className="font-semibold text-primary hover:underline">
              Content
            </Link>
            .
          </Trans>
        </p>
      </aside>

      <div className="lg:col-start-1 lg:row-start-2">
        <BannerEditor
          store={store}
          pending={pendingBanner}
          pendingUrl={pendingBannerUrl}
          onPending={setPendingBanner}
        />
      </div>
    </div>
  );
}

/** /customize-store: the theme buyers see the store in, and its banner. */
export function CustomizeStoreScreen() {
  const { t } = useLingui();
  return (
    <StoreAdminPage
      title={t`Customize your store`}
      subtitle={t`Pick the look buyers see, fine-tune its colours and add a banner.`}
      wide
    >
      {(store) => <CustomizeStoreForm store={store} />}
    </StoreAdminPage>
  );
}
