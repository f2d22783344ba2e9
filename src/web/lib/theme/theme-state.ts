import { MAX_SAVED_THEMES } from '#shared/constants.ts';
import type { Theme, ThemeColors, ThemeTokens, ThemeTokensUpdate } from '#shared/contracts/stores-theme.ts';
import { defaultThemePreset } from '#shared/theme/default-preset.ts';

/*
 * The theme's state and its actions, without the contract's schemas: the provider runs on
 * every first load, and the schemas bring zod. What must check values against the contract
 * (reading stored themes, saving, editing tokens) is in theme-checks.ts, loaded when needed.
 */

export const SAVED_THEMES_STORAGE_KEY = 'haat:saved-themes';
/** Where an unreadable stored value is copied before anything may overwrite it. */
export const UNREADABLE_THEMES_STORAGE_KEY = 'haat:saved-themes:unreadable';

export type ThemeState = { themes: Theme[]; currentTheme: Theme };
export type ThemeStorage = Pick<Storage, 'getItem' | 'setItem'>;

const ID_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

/** `theme-<ms timestamp>-<6 × [a-z0-9]>`, e.g. theme-1732200000000-k3j9x2. */
export function createThemeId(now: number, random: () => number = Math.random): string {
  let suffix = '';
  for (let index = 0; index < 6; index += 1) {
    suffix += ID_ALPHABET.charAt(Math.floor(random() * ID_ALPHABET.length) % ID_ALPHABET.length);
  }
  return `theme-${now}-${suffix}`;
}

export function themeTokens(theme: Theme): ThemeTokens {
  const { colors, typography, components, effects } = theme;
  return { colors, typography, components, effects };
}

/** Unique "My theme", "My theme 2", … among the saved themes. */
export function nextThemeName(themes: readonly Theme[], base = 'My theme'): string {
  const taken = new Set(themes.map((theme) => theme.name));
  if (!taken.has(base)) return base;
  let counter = 2;
  while (taken.has(`${base} ${counter}`)) counter += 1;
  return `${base} ${counter}`;
}

/** A new saved copy of `source`: fresh id and timestamps, same tokens and category. */
export function createSavedTheme(
  source: Theme,
  options: { name?: string; now: number; random?: () => number; isDefault?: boolean },
): Theme {
  const stamp = new Date(options.now).toISOString();
  return {
    ...source,
    id: createThemeId(options.now, options.random),
    name: options.name ?? source.name,
    isDefault: options.isDefault ?? false,
    tags: [...source.tags],
    createdAt: stamp,
    updatedAt: stamp,
  };
}

/** Start-up and fallback rule: the default saved theme, else the first saved, else the first preset. */
export function pickStartTheme(themes: readonly Theme[]): Theme {
  return themes.find((theme) => theme.isDefault) ?? themes[0] ?? defaultThemePreset;
}

function isSaved(state: ThemeState, id: string): boolean {
  return state.themes.some((theme) => theme.id === id);
}

export function applyTheme(state: ThemeState, theme: Theme): ThemeState {
  return { ...state, currentTheme: theme };
}

/**
 * Appends an already-built theme (see createSavedTheme). The first saved theme
 * becomes the default so the "exactly one default" rule holds from the start.
 */
export function saveTheme(state: ThemeState, theme: Theme): ThemeState {
  if (state.themes.length >= MAX_SAVED_THEMES) {
    throw new RangeError(`At most ${MAX_SAVED_THEMES} themes can be saved`);
  }
  if (isSaved(state, theme.id)) throw new Error(`A saved theme already has the id ${theme.id}`);
  const saved = state.themes.length === 0 ? { ...theme, isDefault: true } : { ...theme, isDefault: false };
  return { ...state, themes: [...state.themes, saved] };
}

/**
 * Removes a saved theme. If it was the default, the first remaining theme takes
 * over (one default at all times); if it was applied, the start-up rule picks
 * what to show instead, so the page never shows a theme that no longer exists.
 */
export function deleteTheme(state: ThemeState, id: string): ThemeState {
  if (!isSaved(state, id)) return state;
  let themes = state.themes.filter((theme) => theme.id !== id);
  const [first] = themes;
  if (first && !themes.some((theme) => theme.isDefault)) {
    themes = themes.map((theme) => (theme === first ? { ...theme, isDefault: true } : theme));
  }
  const currentTheme =
    state.currentTheme.id === id
      ? pickStartTheme(themes)
      : (themes.find((theme) => theme.id === state.currentTheme.id) ?? state.currentTheme);
  return { themes, currentTheme };
}

export function setDefaultTheme(state: ThemeState, id: string): ThemeState {
  if (!isSaved(state, id)) return state;
  const themes = state.themes.map((theme) =>
    theme.isDefault === (theme.id === id) ? theme : { ...theme, isDefault: theme.id === id },
  );
  const currentTheme = themes.find((theme) => theme.id === state.currentTheme.id) ?? state.currentTheme;
  return { themes, currentTheme };
}

/**
 * The signature preset's primary was #8b5cf6 until its text on the dark surfaces
 * proved too faint (4.32:1, WCAG asks 4.5:1). A copy of that preset saved on a
 * device or published with a store that still has the old value, unedited, gets
 * the new one when it is read; a colour someone chose is theirs and stays.
 */
const RETIRED_SIGNATURE_PRIMARY = '#8b5cf6';
export function withReadablePrimary(theme: Theme): Theme {
  const { primary, background } = theme.colors;
  const isOldSignature =
    primary.toLowerCase() === RETIRED_SIGNATURE_PRIMARY && background === defaultThemePreset.colors.background;
  return isOldSignature ? { ...theme, colors: { ...theme.colors, primary: defaultThemePreset.colors.primary } } : theme;
}

/** Writes the saved themes; a full or blocked storage is logged, not thrown, since the page still works. */
export function persistThemes(storage: Pick<Storage, 'setItem'>, themes: readonly Theme[]): void {
  try {
    storage.setItem(SAVED_THEMES_STORAGE_KEY, JSON.stringify(themes));
  } catch (error) {
    console.warn('[theme] Saved themes could not be written to local storage.', error);
  }
}

/** Very first run: the first preset becomes the single saved theme and the default, so edits to it persist. */
export function firstRunThemes(
  storage: Pick<Storage, 'setItem'>,
  now: number = Date.now(),
  random: () => number = Math.random,
): ThemeState {
  const firstSaved = createSavedTheme(defaultThemePreset, { now, random, isDefault: true });
  persistThemes(storage, [firstSaved]);
  return { themes: [firstSaved], currentTheme: firstSaved };
}

/**
 * A colour edit from the picker. Gradients built from the edited colour
 * (primary = primary → secondary, accent = accent → secondary) are rebuilt so
 * buttons follow the change; a preset's hand-tuned gradient is replaced only
 * when a colour it is made of changes.
 */
export function colorTokenUpdate(
  theme: Theme,
  key: 'primary' | 'secondary' | 'accent',
  value: string,
): ThemeTokensUpdate {
  const colors: ThemeColors = { ...theme.colors, [key]: value };
  const primary = `linear-gradient(135deg, ${colors.primary} 0%, ${colors.secondary} 100%)`;
  const accent = `linear-gradient(135deg, ${colors.accent} 0%, ${colors.secondary} 100%)`;
  const gradients = key === 'primary' ? { primary } : key === 'accent' ? { accent } : { primary, accent };
  return { colors: { [key]: value }, effects: { gradients } };
}
