import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { MAX_SAVED_THEMES } from '#shared/constants.ts';
import { themePresets } from '#shared/theme/presets.ts';
import type { Theme } from '#shared/contracts/stores-theme.ts';
import Check from 'lucide-react/icons/check';
import Save from 'lucide-react/icons/save';
import Star from 'lucide-react/icons/star';
import Trash from 'lucide-react/icons/trash';
import { type KeyboardEvent, useId, useRef, useState } from 'react';
import { cn } from '#web/lib/cn.ts';
import { useThemeEditing } from '#web/lib/theme/theme-checks.ts';
import { colorTokenUpdate } from '#web/lib/theme/theme-state.ts';
import { useTheme } from '#web/lib/theme/theme-provider.tsx';
import { themeDisplayName } from '#web/lib/theme/theme-name.ts';
import { ThemeSwatch, themeOptionTone } from './theme-option.tsx';
import { Button } from './ui/button.tsx';

type Option = { key: string; kind: 'preset' | 'saved'; theme: Theme };

const editableColors = [
  { key: 'primary', label: msg`Primary` },
  { key: 'secondary', label: msg`Secondary` },
  { key: 'accent', label: msg`Accent` },
] as const;

const NEXT_KEYS: Record<string, (index: number, count: number) => number> = {
  ArrowDown: (index, count) => (index + 1) % count,
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowUp: (index, count) => (index - 1 + count) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

/** Theme choice, save/default/delete and a small colour editor; sized for the 280px sidebar. */
export function ThemePicker({ className }: { className?: string }) {
  const { t, i18n } = useLingui();
  const { themes, currentTheme, applyTheme, deleteTheme, setDefaultTheme } = useTheme();
  const presets = themePresets;
  const { saveTheme, updateTokens } = useThemeEditing();
  const [announcement, setAnnouncement] = useState('');
  const radios = useRef(new Map<string, HTMLButtonElement>());
  const headingId = useId();
  const fieldId = useId();

  const currentThemeName = themeDisplayName(currentTheme, i18n);
  const savedCurrent = themes.find((theme) => theme.id === currentTheme.id);
  const options: Option[] = [
    ...presets.map((theme) => ({ key: `preset:${theme.id}`, kind: 'preset' as const, theme })),
    ...themes.map((theme) => ({ key: `saved:${theme.id}`, kind: 'saved' as const, theme })),
  ];
  // A saved copy wins over a preset with the same id, so exactly one card is ever checked.
  const checkedKey = savedCurrent
    ? `saved:${currentTheme.id}`
    : presets.some((preset) => preset.id === currentTheme.id)
      ? `preset:${currentTheme.id}`
      : undefined;
  const tabbableKey = checkedKey ?? options[0]?.key;

  function choose(option: Option) {
    applyTheme(option.theme);
    const themeName = themeDisplayName(option.theme, i18n);
    setAnnouncement(t`${themeName} applied`);
  }

  function onRadioKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const next = NEXT_KEYS[event.key];
    if (!next) return;
    event.preventDefault();
    const target = options[next(index, options.length)];
    if (!target) return;
    radios.current.get(target.key)?.focus();
    choose(target);
  }

  function onSave() {
    const saved = saveTheme();
    applyTheme(saved);
    const themeName = themeDisplayName(saved, i18n);
    setAnnouncement(t`Saved as ${themeName}`);
  }

  function onMakeDefault(theme: Theme) {
    setDefaultTheme(theme.id);
    const themeName = themeDisplayName(theme, i18n);
    setAnnouncement(t`${themeName} is now your default theme`);
  }

  function onDelete(theme: Theme) {
    deleteTheme(theme.id);
    const themeName = themeDisplayName(theme, i18n);
    setAnnouncement(t`${themeName} deleted`);
  }

  const renderOption = (option: Option, index: number) => {
    const checked = option.key === checkedKey;
    const isDefault = option.kind === 'saved' && option.theme.isDefault;
    return (
      <button
        key={option.key}
        ref={(element) => {
          if (element) radios.current.set(option.key, element);
          else radios.current.delete(option.key);
        }}
        type="button"
        role="radio"
        aria-checked={checked}
        // Spelled out because a saved copy can share its preset's name, and text in sibling spans runs together.
        aria-label={[themeDisplayName(option.theme, i18n), option.kind === 'saved' && t`saved`, isDefault && t`default`]
          .filter(Boolean)
          .join(', ')}
        tabIndex={option.key === tabbableKey ? 0 : -1}
        onClick={() => choose(option)}
        onKeyDown={(event) => onRadioKeyDown(event, index)}
        className={cn(
          'flex min-h-11 w-full cursor-pointer items-center gap-3 rounded-button border px-3 py-2 text-left text-sm transition-theme',
          'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary',
          themeOptionTone(checked),
        )}
      >
        <ThemeSwatch colors={option.theme.colors} />
        <span className="min-w-0 flex-1 font-medium break-words">{themeDisplayName(option.theme, i18n)}</span>
        {isDefault && (
          <span className="shrink-0 rounded-full bg-muted px-2 py-0.5 text-xs font-semibold text-text">
            <Trans>Default</Trans>
          </span>
        )}
        {checked && <Check aria-hidden="true" className="size-4 shrink-0 text-primary" />}
      </button>
    );
  };

  return (
    <section aria-labelledby={headingId} className={cn('flex flex-col gap-4 text-text', className)}>
      <h2 id={headingId} className="text-sm font-semibold">
        <Trans>Theme</Trans>
      </h2>

      <div role="radiogroup" aria-labelledby={headingId} className="flex flex-col gap-1.5">
        <p className="px-1 text-xs font-medium text-text-secondary">
          <Trans>Presets</Trans>
        </p>
        {options.slice(0, presets.length).map((option, index) => renderOption(option, index))}
        {themes.length > 0 && (
          <p className="mt-2 px-1 text-xs font-medium text-text-secondary">
            <Trans>My themes</Trans>
          </p>
        )}
        {options.slice(presets.length).map((option, index) => renderOption(option, presets.length + index))}
      </div>

      <div className="flex flex-col gap-2">
        <Button size="sm" onClick={onSave} disabled={themes.length >= MAX_SAVED_THEMES}>
          <Save aria-hidden="true" className="size-4" />
          <Trans>Save as my theme</Trans>
        </Button>
        {savedCurrent ? (
          <div className="flex gap-2">
            <Button
              size="sm"
              variant="secondary"
              className="flex-1"
              disabled={savedCurrent.isDefault}
              onClick={() => onMakeDefault(savedCurrent)}
            >
              <Star aria-hidden="true" className="size-4" />
              <Trans>Make default</Trans>
            </Button>
            {themes.length > 1 && (
              <Button
                size="sm"
                variant="ghost"
                className="flex-1 hover:text-red-300"
                onClick={() => onDelete(savedCurrent)}
              >
                <Trash aria-hidden="true" className="size-4" />
                <Trans>Delete</Trans>
              </Button>
            )}
          </div>
        ) : (
          <p className="text-xs text-text-secondary">
            <Trans>Save this theme to keep changes and make it your default.</Trans>
          </p>
        )}
      </div>

      <fieldset className="flex flex-col gap-2 rounded-card border border-border bg-surface p-3">
        <legend className="px-1 text-xs font-medium text-text-secondary">
          <Trans>Colours of {currentThemeName}</Trans>
        </legend>
        <div className="grid grid-cols-3 gap-2">
          {editableColors.map(({ key, label }) => (
            <div key={key} className="flex flex-col items-center gap-1">
              <label htmlFor={`${fieldId}-${key}`} className="text-xs text-text-secondary">
                {i18n._(label)}
              </label>
              <input
                id={`${fieldId}-${key}`}
                type="color"
                value={currentTheme.colors[key]}
                onChange={(event) => updateTokens(colorTokenUpdate(currentTheme, key, event.target.value))}
                className="h-9 w-full cursor-pointer rounded-button border border-border bg-muted p-1 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
              />
            </div>
          ))}
        </div>
      </fieldset>

      <p role="status" className="sr-only">
        {announcement}
      </p>
    </section>
  );
}
