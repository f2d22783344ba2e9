import { MAX_SAVED_THEMES } from '#shared/constants.ts';
import {
  savedThemesSchema,
  type Theme,
  themeSchema,
  type ThemeTokens,
  type ThemeTokensUpdate,
  themeTokensUpdateSchema,
} from '#shared/contracts/stores-theme.ts';
import { defaultThemePreset } from '#shared/theme/default-preset.ts';
import { useMemo } from 'react';
import { useTheme } from './theme-provider.tsx';
import {
  createSavedTheme,
  firstRunThemes,
  nextThemeName,
  pickStartTheme,
  SAVED_THEMES_STORAGE_KEY,
  saveTheme as saveThemeState,
  type ThemeState,
  type ThemeStorage,
  themeTokens,
  UNREADABLE_THEMES_STORAGE_KEY,
  withReadablePrimary,
} from './theme-state.ts';

/*
 * The theme actions that check values against the theme contract. The contract's schemas bring
 * zod, so this module is not on the first load: the provider loads it when there are saved themes
 * to read, and the screens that edit themes (the picker, the store's theme) import it.
 */

export type SavedThemesRead =
  | { status: 'missing' }
  | { status: 'ok'; themes: Theme[] }
  | { status: 'invalid'; raw: string; error: unknown };

type PlainObject = Record<string, unknown>;

function isPlainObject(value: unknown): value is PlainObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

// Leaves that are undefined in the patch keep the base value, so `{ colors: { primary: undefined } }` is a no-op.
function mergeDeep(base: PlainObject, patch: PlainObject): PlainObject {
  const merged: PlainObject = { ...base };
  for (const [key, value] of Object.entries(patch)) {
    if (value === undefined) continue;
    const current = merged[key];
    merged[key] = isPlainObject(current) && isPlainObject(value) ? mergeDeep(current, value) : value;
  }
  return merged;
}

/** Deep-merges a validated token change; throws a ZodError on values the contract rejects. */
export function mergeTokens(tokens: ThemeTokens, patch: ThemeTokensUpdate): ThemeTokens {
  const parsed = themeTokensUpdateSchema.parse(patch);
  // Safe: the patch was parsed against the same shape, so the merge only replaces leaves with valid ones.
  return mergeDeep(tokens, parsed) as ThemeTokens;
}

/** Merges tokens into the current theme, stamps updatedAt, and keeps its saved copy (if any) in step. */
export function updateTokens(state: ThemeState, patch: ThemeTokensUpdate, now: number): ThemeState {
  const base = state.themes.find((theme) => theme.id === state.currentTheme.id) ?? state.currentTheme;
  const currentTheme: Theme = {
    ...base,
    ...mergeTokens(themeTokens(base), patch),
    updatedAt: new Date(now).toISOString(),
  };
  const themes = state.themes.map((theme) => (theme.id === currentTheme.id ? currentTheme : theme));
  return { themes, currentTheme };
}

/** Replaces the saved list with what storage holds; an unreadable value leaves the state alone. */
export function loadSavedThemes(state: ThemeState, storage: Pick<Storage, 'getItem'>): ThemeState {
  const read = readSavedThemes(storage);
  if (read.status === 'invalid') {
    console.warn('[theme] Saved themes could not be read; keeping the themes in memory.', read.error);
    return state;
  }
  const themes = read.status === 'ok' ? read.themes : [];
  const currentTheme = themes.find((theme) => theme.id === state.currentTheme.id) ?? state.currentTheme;
  return { themes, currentTheme };
}

export function readSavedThemes(storage: Pick<Storage, 'getItem'>): SavedThemesRead {
  const raw = storage.getItem(SAVED_THEMES_STORAGE_KEY);
  if (raw === null) return { status: 'missing' };
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch (error) {
    return { status: 'invalid', raw, error };
  }
  const parsed = savedThemesSchema.safeParse(json);
  return parsed.success
    ? { status: 'ok', themes: parsed.data.map(withReadablePrimary) }
    : { status: 'invalid', raw, error: parsed.error };
}

/**
 * The "theme on start" rules. When the stored value cannot be read we do not
 * delete it: it may come from a newer version of the app or a bug a later
 * release fixes. It is copied to UNREADABLE_THEMES_STORAGE_KEY and left in
 * place; only a deliberate change by the user (save, delete, …) overwrites it.
 */
export function resolveInitialThemes(
  storage: ThemeStorage,
  now: number = Date.now(),
  random: () => number = Math.random,
): ThemeState {
  const read = readSavedThemes(storage);

  if (read.status === 'ok') return { themes: read.themes, currentTheme: pickStartTheme(read.themes) };

  if (read.status === 'invalid') {
    console.warn('[theme] Saved themes could not be read; using the default theme.', read.error);
    try {
      storage.setItem(UNREADABLE_THEMES_STORAGE_KEY, read.raw);
    } catch {
      // Nothing more to do: the original value is still in place.
    }
    return { themes: [], currentTheme: defaultThemePreset };
  }

  return firstRunThemes(storage, now, random);
}

export type ThemeEditing = {
  /** Saves a copy of the given theme, or of the current theme under the given (or a generated) name. */
  saveTheme: (themeOrName?: Theme | string) => Theme;
  updateTokens: (patch: ThemeTokensUpdate) => void;
  /** Re-reads the saved themes from local storage (e.g. after another tab changed them). */
  loadSavedThemes: () => void;
};

/** The theme actions that check what they are given, for the screens that edit themes. */
export function useThemeEditing(): ThemeEditing {
  const { themes, currentTheme, change, storage } = useTheme();
  return useMemo<ThemeEditing>(
    () => ({
      saveTheme: (themeOrName) => {
        // Checked here rather than only in the updater, so the caller gets the error instead of the whole tree.
        if (themes.length >= MAX_SAVED_THEMES) throw new RangeError(`At most ${MAX_SAVED_THEMES} themes can be saved`);
        const source = typeof themeOrName === 'object' ? themeOrName : currentTheme;
        const name =
          typeof themeOrName === 'string'
            ? themeOrName
            : typeof themeOrName === 'object'
              ? source.name
              : nextThemeName(themes);
        // Parsed before it is stored: one invalid entry would make the whole saved list unreadable on the next visit.
        const saved = themeSchema.parse(createSavedTheme(source, { name, now: Date.now() }));
        change((previous) => saveThemeState(previous, saved));
        return saved;
      },
      updateTokens: (patch) => {
        // Validated here so a bad value throws to the caller instead of from inside React's state update.
        themeTokensUpdateSchema.parse(patch);
        const now = Date.now();
        change((previous) => updateTokens(previous, patch, now));
      },
      loadSavedThemes: () => change((previous) => loadSavedThemes(previous, storage)),
    }),
    [themes, currentTheme, change, storage],
  );
}
