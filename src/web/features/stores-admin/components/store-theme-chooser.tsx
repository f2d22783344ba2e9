import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import Check from 'lucide-react/icons/check';
import RotateCcw from 'lucide-react/icons/rotate-ccw';
import Save from 'lucide-react/icons/save';
import { useId } from 'react';
import { MAX_SAVED_THEMES } from '#shared/constants.ts';
import type { Theme } from '#shared/contracts/stores-theme.ts';
import { ThemeSwatch, themeOptionTone } from '#web/components/theme-option.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { cn } from '#web/lib/cn.ts';
import { MIN_TEXT_CONTRAST, STORE_COLOURS, type StoreColourKey, sameLook, textContrast } from '../theme-draft.ts';
import { themeDisplayName } from '#web/lib/theme/theme-name.ts';

export interface ThemeOption {
  key: string;
  group: 'published' | 'preset' | 'saved';
  theme: Theme;
}

const groupLabels: Record<ThemeOption['group'], MessageDescriptor> = {
  published: msg`On your store now`,
  preset: msg`Presets`,
  saved: msg`My themes`,
};

export interface ThemeSelection {
  /** The option the draft started from. */
  key: string;
  /** What the preview shows and Publish sends: the option's theme, plus any colour edits. */
  theme: Theme;
  edited: boolean;
}

interface StoreThemeChooserProps {
  options: ThemeOption[];
  selection: ThemeSelection;
  published: Theme | null;
  savedCount: number;
  onSelect: (option: ThemeOption) => void;
  onColour: (key: StoreColourKey, value: string) => void;
  onReset: () => void;
  onSave: () => void;
}

/** Pick a preset or saved theme for the store, then fine-tune its colours. */
export function StoreThemeChooser({
  options,
  selection,
  published,
  savedCount,
  onSelect,
  onColour,
  onReset,
  onSave,
}: StoreThemeChooserProps) {
  const { i18n } = useLingui();
  const name = useId();
  const colourId = useId();
  const contrast = textContrast(selection.theme.colors);
  const ratio = contrast.toFixed(1);
  const minimum = MIN_TEXT_CONTRAST;
  const themeName = themeDisplayName(selection.theme, i18n);
  const groups = (['published', 'preset', 'saved'] as const)
    .map((group) => ({ group, options: options.filter((option) => option.group === group) }))
    .filter((entry) => entry.options.length > 0);

  return (
    <div className="space-y-6">
      <fieldset className="space-y-4">
        <legend className="mb-1 text-lg font-bold">
          <Trans>Theme</Trans>
        </legend>
        {groups.map((entry) => (
          <div key={entry.group}>
            <p className="mb-2 text-xs font-semibold tracking-wide text-text-secondary uppercase">
              {i18n._(groupLabels[entry.group])}
            </p>
            <div className="grid gap-2 sm:grid-cols-2">
              {entry.options.map((option) => {
                const checked = option.key === selection.key;
                const live = sameLook(option.theme, published);
                return (
                  <label
                    key={option.key}
                    className={cn(
                      'flex min-h-12 cursor-pointer items-center gap-3 rounded-button border px-3 py-2 text-sm transition-theme',
                      'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-primary',
                      themeOptionTone(checked),
                    )}
                  >
                    <input
                      type="radio"
                      name={name}
                      value={option.key}
                      checked={checked}
                      onChange={() => onSelect(option)}
                      className="sr-only"
                    />
                    <ThemeSwatch colors={option.theme.colors} />
                    <span className="min-w-0 flex-1 truncate font-medium">
                      {themeDisplayName(checked && selection.edited ? selection.theme : option.theme, i18n)}
                    </span>
                    {live ? (
                      <span className="shrink-0 rounded-full bg-emerald-400/15 px-2 py-0.5 text-xs font-semibold text-emerald-200">
                        <span className="sr-only">, </span>
                        <Trans>Published</Trans>
                      </span>
                    ) : null}
                    {checked ? <Check aria-hidden className="size-4 shrink-0 text-primary" /> : null}
                  </label>
                );
              })}
            </div>
          </div>
        ))}
      </fieldset>

      <fieldset className="rounded-card border border-border bg-surface/70 p-4 sm:p-5">
        <legend className="px-1 text-sm font-semibold">
          <Trans>Colours of {themeName}</Trans>
        </legend>
        <div className="grid grid-cols-3 gap-3 sm:grid-cols-6">
          {STORE_COLOURS.map(({ key, label }) => (
            <div key={key} className="flex flex-col gap-1">
              <label htmlFor={`${colourId}-${key}`} className="text-xs text-text-secondary">
                {i18n._(label)}
              </label>
              <input
                id={`${colourId}-${key}`}
                type="color"
                value={selection.theme.colors[key]}
                onChange={(event) => onColour(key, event.target.value.toLowerCase())}
                className="h-10 w-full cursor-pointer rounded-button border border-border bg-muted p-1 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
              />
            </div>
          ))}
        </div>
        {contrast < MIN_TEXT_CONTRAST ? (
          <p className="mt-3 text-sm text-amber-300">
            <Trans>
              Text may be hard to read on these colours (contrast {ratio}:1; aim for {minimum}:1 or more).
            </Trans>
          </p>
        ) : null}
        {selection.edited ? (
          <div className="mt-4 flex flex-wrap gap-2">
            <Button variant="ghost" size="sm" onClick={onReset}>
              <RotateCcw aria-hidden className="size-4" /> <Trans>Undo colour changes</Trans>
            </Button>
            <Button variant="secondary" size="sm" onClick={onSave} disabled={savedCount >= MAX_SAVED_THEMES}>
              <Save aria-hidden className="size-4" /> <Trans>Save to my themes</Trans>
            </Button>
          </div>
        ) : (
          <p className="mt-3 text-xs text-text-secondary">
            <Trans>Changing a colour makes an edited copy; the original stays as it is.</Trans>
          </p>
        )}
      </fieldset>
    </div>
  );
}
