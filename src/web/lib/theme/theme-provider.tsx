import type { Theme } from '#shared/contracts/stores-theme.ts';
import { createContext, type ReactNode, use, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { applyThemeToDocument } from './css-variables.ts';
import {
  applyTheme as applyThemeState,
  deleteTheme as deleteThemeState,
  firstRunThemes,
  persistThemes,
  SAVED_THEMES_STORAGE_KEY,
  setDefaultTheme as setDefaultThemeState,
  type ThemeState,
  type ThemeStorage,
} from './theme-state.ts';

export type ThemeContextValue = {
  /** The saved themes, as kept in local storage. */
  themes: Theme[];
  currentTheme: Theme;
  /** Applies a theme: a preset (#shared/theme/presets.ts, which only the pickers load) or a saved one. */
  applyTheme: (theme: Theme) => void;
  deleteTheme: (id: string) => void;
  setDefaultTheme: (id: string) => void;
  /** Moves the state on: the actions that check values (save, token edits) are built on it by useThemeEditing. */
  change: (next: (state: ThemeState) => ThemeState) => void;
  /** Where the saved themes live: local storage, or memory when it is blocked. */
  storage: ThemeStorage;
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

let themeChecks: Promise<typeof import('./theme-checks.ts')> | undefined;
/** The contract's checks (and zod with them), loaded once and only when needed. */
function loadThemeChecks() {
  themeChecks ??= import('./theme-checks.ts');
  return themeChecks;
}

export function ThemeProvider({ children }: { children: ReactNode }) {
  const [storage] = useState(browserStorage);
  // Decided once: the first visit writes saved themes, and they are read on the next one.
  const [hasSavedThemes] = useState(() => storage.getItem(SAVED_THEMES_STORAGE_KEY) !== null);
  // Saved themes are read through the theme contract, so the app waits for its checks; a first visit does not.
  const checks = hasSavedThemes ? use(loadThemeChecks()) : null;
  const [state, setState] = useState<ThemeState>(() =>
    checks ? checks.resolveInitialThemes(storage) : firstRunThemes(storage),
  );
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
    return {
      themes,
      currentTheme,
      storage,
      change: setState,
      applyTheme: (theme) => setState((previous) => applyThemeState(previous, theme)),
      deleteTheme: (id) => setState((previous) => deleteThemeState(previous, id)),
      setDefaultTheme: (id) => setState((previous) => setDefaultThemeState(previous, id)),
    };
  }, [storage, themes, currentTheme]);

  return <ThemeContext value={value}>{children}</ThemeContext>;
}

export function useTheme(): ThemeContextValue {
  const context = use(ThemeContext);
  if (!context) throw new Error('useTheme must be used within a ThemeProvider');
  return context;
}
