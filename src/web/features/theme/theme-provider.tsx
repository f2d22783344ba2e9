import {
  MAX_SAVED_THEMES,
  type Theme,
  themeSchema,
  themeTokensUpdateSchema,
  type ThemeTokensUpdate,
} from '#shared/contracts/theme.ts';
import { themePresets } from '#shared/theme/presets.ts';
import { createContext, type ReactNode, use, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { applyThemeToDocument } from './css-variables.ts';
import {
  applyTheme as applyThemeState,
  createSavedTheme,
  deleteTheme as deleteThemeState,
  loadSavedThemes as loadSavedThemesState,
  nextThemeName,
  persistThemes,
  resolveInitialThemes,
  saveTheme as saveThemeState,
  setDefaultTheme as setDefaultThemeState,
  type ThemeState,
  type ThemeStorage,
  updateTokens as updateTokensState,
} from './theme-state.ts';

export type ThemeContextValue = {
  presets: readonly Theme[];
  /** The saved themes, as kept in local storage. */
  themes: Theme[];
  currentTheme: Theme;
  /** Applies a theme object, or a preset or saved theme by id. */
  applyTheme: (themeOrId: Theme | string) => void;
  /** Saves a copy of the given theme, or of the current theme under the given (or a generated) name. */
  saveTheme: (themeOrName?: Theme | string) => Theme;
  deleteTheme: (id: string) => void;
  updateTokens: (patch: ThemeTokensUpdate) => void;
  setDefaultTheme: (id: string) => void;
  /** Re-reads the saved themes from local storage (e.g. after another tab changed them). */
  loadSavedThemes: () => void;
};

const ThemeContext = createContext<ThemeContextValue | null>(null);

// Reading window.localStorage throws when storage is blocked (privacy settings, some in-app browsers);
// the theme then lives for the visit only instead of taking the page down.
function browserStorage(): ThemeStorage {
  try {
    return window.localStorage;
  } catch {
    const values = new Map<string, string>();
    return {
      getItem: (key) => values.get(key) ?? null,
      setItem: (key, value) => {
        values.set(key, value);
      },
    };
  }
}

export function ThemeProvider({ children }: { children: ReactNode }) {
  const [storage] = useState(browserStorage);
  const [state, setState] = useState<ThemeState>(() => resolveInitialThemes(storage));
  const { themes, currentTheme } = state;

  useLayoutEffect(() => {
    applyThemeToDocument(currentTheme);
  }, [currentTheme]);

  // Start-up already wrote what it had to; an unreadable stored value must survive until the user changes something.
  const persistedThemes = useRef(themes);
  useEffect(() => {
    if (persistedThemes.current === themes) return;
    persistedThemes.current = themes;
    persistThemes(storage, themes);
  }, [storage, themes]);

  const value = useMemo<ThemeContextValue>(() => {
    const findTheme = (id: string) =>
      themes.find((theme) => theme.id === id) ?? themePresets.find((preset) => preset.id === id);

    return {
      presets: themePresets,
      themes,
      currentTheme,
      applyTheme: (themeOrId) => {
        const theme = typeof themeOrId === 'string' ? findTheme(themeOrId) : themeOrId;
        if (!theme) throw new Error(`No theme with id ${String(themeOrId)}`);
        setState((previous) => applyThemeState(previous, theme));
      },
      saveTheme: (themeOrName) => {
        // Checked here rather than only in the updater, so the caller gets the error instead of the whole tree.
        if (themes.length >= MAX_SAVED_THEMES) throw new RangeError(`At most ${MAX_SAVED_THEMES} themes can be saved`);
        const source = typeof themeOrName === 'object' ? themeOrName : currentTheme;
        const name =
          typeof themeOrName === 'string' ? themeOrName : typeof themeOrName === 'object' ? source.name : nextThemeName(themes);
        // Parsed before it is stored: one invalid entry would make the whole saved list unreadable on the next visit.
        const saved = themeSchema.parse(createSavedTheme(source, { name, now: Date.now() }));
        setState((previous) => saveThemeState(previous, saved));
        return saved;
      },
      deleteTheme: (id) => setState((previous) => deleteThemeState(previous, id)),
      updateTokens: (patch) => {
        // Validated here so a bad value throws to the caller instead of from inside React's state update.
        themeTokensUpdateSchema.parse(patch);
        const now = Date.now();
        setState((previous) => updateTokensState(previous, patch, now));
      },
      setDefaultTheme: (id) => setState((previous) => setDefaultThemeState(previous, id)),
      loadSavedThemes: () => setState((previous) => loadSavedThemesState(previous, storage)),
    };
  }, [storage, themes, currentTheme]);

  return <ThemeContext value={value}>{children}</ThemeContext>;
}

export function useTheme(): ThemeContextValue {
  const context = use(ThemeContext);
  if (!context) throw new Error('useTheme must be used within a ThemeProvider');
  return context;
}
