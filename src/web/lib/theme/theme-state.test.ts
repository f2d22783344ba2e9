// @vitest-environment jsdom
import { type Theme, themeSchema } from '#shared/contracts/stores-theme.ts';
import { neonBlueTheme, themePresets, warmSunsetTheme } from '#shared/theme/presets.ts';
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { loadSavedThemes, resolveInitialThemes, updateTokens } from './theme-checks.ts';
import {
  applyTheme,
  colorTokenUpdate,
  createSavedTheme,
  createThemeId,
  deleteTheme,
  persistThemes,
  SAVED_THEMES_STORAGE_KEY,
  saveTheme,
  setDefaultTheme,
  type ThemeState,
  themeTokens,
  UNREADABLE_THEMES_STORAGE_KEY,
} from './theme-state.ts';

const ID_FORMAT = /^theme-\d{13}-[a-z0-9]{6}$/;
const NOW = Date.parse('2025-06-01T10:00:00.000Z');
const LATER = Date.parse('2025-06-02T12:30:00.000Z');
const [firstPreset] = themePresets;

function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return {
    values,
    getItem: vi.fn<(key: string) => string | null>((key) => values.get(key) ?? null),
    setItem: vi.fn<(key: string, value: string) => void>((key, value) => {
      values.set(key, value);
    }),
  };
}

function saved(source: Theme, name: string, isDefault = false, now = NOW): Theme {
  return createSavedTheme(source, { name, now, isDefault });
}

function storedThemes(storage: ReturnType<typeof memoryStorage>): unknown {
  return JSON.parse(storage.values.get(SAVED_THEMES_STORAGE_KEY) ?? 'null');
}

let warn: MockInstance<typeof console.warn>;
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  warn.mockRestore();
});

describe('createThemeId', () => {
  it('is theme-, the timestamp and a six-character [a-z0-9] suffix', () => {
    expect(createThemeId(1_732_200_000_000, () => 0)).toBe('theme-1732200000000-aaaaaa');
    expect(createThemeId(1_732_200_000_000, () => 0.999_999)).toBe('theme-1732200000000-999999');
    expect(createThemeId(Date.now())).toMatch(ID_FORMAT);
  });
});

describe('resolveInitialThemes (theme on start)', () => {
  it('on the very first run applies the first preset and saves it as the default', () => {
    const storage = memoryStorage();

    const state = resolveInitialThemes(storage, NOW);

    expect(themeTokens(state.currentTheme)).toEqual(themeTokens(firstPreset));
    expect(state.currentTheme.category).toBe('signature');
    expect(state.themes).toEqual([state.currentTheme]);
    const stored = storedThemes(storage);
    expect(stored).toEqual(state.themes);
    expect(stored).toEqual([
      expect.objectContaining({ isDefault: true, name: firstPreset.name, createdAt: '2025-06-01T10:00:00.000Z' }),
    ]);
    expect(state.currentTheme.id).toMatch(ID_FORMAT);
  });

  it('gives a saved, unedited copy of the signature preset its readable primary, and keeps a chosen colour', () => {
    const oldSignature = saved(
      { ...firstPreset, colors: { ...firstPreset.colors, primary: '#8B5CF6' } },
      'Signature',
      true,
    );
    const chosen = saved({ ...warmSunsetTheme, colors: { ...warmSunsetTheme.colors, primary: '#8b5cf6' } }, 'Mine');
    const storage = memoryStorage({ [SAVED_THEMES_STORAGE_KEY]: JSON.stringify([oldSignature, chosen]) });

    const state = resolveInitialThemes(storage, NOW);

    expect(state.currentTheme.colors.primary).toBe(firstPreset.colors.primary);
    expect(state.themes.find((theme) => theme.name === 'Mine')?.colors.primary).toBe('#8b5cf6');
  });

  it('loads saved themes and applies the default one', () => {
    const themes = [saved(neonBlueTheme, 'Neon'), saved(warmSunsetTheme, 'Sunset', true)];
    const storage = memoryStorage({ [SAVED_THEMES_STORAGE_KEY]: JSON.stringify(themes) });

    const state = resolveInitialThemes(storage, NOW);

    expect(state.themes).toEqual(themes);
    expect(state.currentTheme).toEqual(themes[1]);
    expect(storage.setItem).not.toHaveBeenCalled();
  });

  it('applies the first saved theme when none is the default', () => {
    const themes = [saved(warmSunsetTheme, 'Sunset'), saved(neonBlueTheme, 'Neon')];
    const storage = memoryStorage({ [SAVED_THEMES_STORAGE_KEY]: JSON.stringify(themes) });

    expect(resolveInitialThemes(storage, NOW).currentTheme).toEqual(themes[0]);
  });

  it('applies the first preset, without saving anything, when the saved list is empty', () => {
    const storage = memoryStorage({ [SAVED_THEMES_STORAGE_KEY]: '[]' });

    const state = resolveInitialThemes(storage, NOW);

    expect(state).toEqual({ themes: [], currentTheme: firstPreset });
    expect(storage.setItem).not.toHaveBeenCalled();
  });

  it.each([
    ['unparsable JSON', '{not json'],
    [
      'JSON that fails the schema',
      JSON.stringify([{ ...neonBlueTheme, colors: { ...neonBlueTheme.colors, primary: 'blue' } }]),
    ],
    ['JSON of the wrong shape', JSON.stringify({ themes: [] })],
  ])('logs and applies the first preset on %s, keeping the stored value', (_case, raw) => {
    const storage = memoryStorage({ [SAVED_THEMES_STORAGE_KEY]: raw });

    const state = resolveInitialThemes(storage, NOW);

    expect(state).toEqual({ themes: [], currentTheme: firstPreset });
    expect(warn).toHaveBeenCalledOnce();
    expect(storage.values.get(SAVED_THEMES_STORAGE_KEY)).toBe(raw);
    expect(storage.values.get(UNREADABLE_THEMES_STORAGE_KEY)).toBe(raw);
  });
});

describe('theme actions', () => {
  const neon = saved(neonBlueTheme, 'Neon', true);
  const sunset = saved(warmSunsetTheme, 'Sunset');
  const twoSaved: ThemeState = { themes: [neon, sunset], currentTheme: neon };

  it('apply sets the current theme and leaves the saved list alone', () => {
    const next = applyTheme(twoSaved, warmSunsetTheme);
    expect(next.currentTheme).toBe(warmSunsetTheme);
    expect(next.themes).toBe(twoSaved.themes);
  });

  it('save appends a copy with a new id, fresh timestamps and no default flag', () => {
    const copy = createSavedTheme(warmSunsetTheme, { name: 'Mine', now: LATER });
    const next = saveTheme(twoSaved, copy);

    expect(next.themes).toHaveLength(3);
    expect(next.themes.slice(0, 2)).toEqual(twoSaved.themes);
    const added = next.themes[2];
    expect(added?.id).toMatch(ID_FORMAT);
    expect(added?.id.startsWith(`theme-${LATER}-`)).toBe(true);
    expect(added).toMatchObject({
      name: 'Mine',
      isDefault: false,
      category: 'sunset',
      createdAt: '2025-06-02T12:30:00.000Z',
    });
    expect(themeTokens(added as Theme)).toEqual(themeTokens(warmSunsetTheme));
    expect(themeSchema.safeParse(added).success).toBe(true);
    expect(next.currentTheme).toBe(twoSaved.currentTheme);
  });

  it('save makes the first saved theme the default', () => {
    const next = saveTheme({ themes: [], currentTheme: firstPreset }, saved(neonBlueTheme, 'Neon'));
    expect(next.themes.map((theme) => theme.isDefault)).toEqual([true]);
  });

  it('delete removes by id and leaves others untouched', () => {
    const next = deleteTheme(twoSaved, sunset.id);
    expect(next.themes).toEqual([neon]);
    expect(next.currentTheme).toEqual(neon);
    expect(deleteTheme(twoSaved, 'theme-0-nothere')).toBe(twoSaved);
  });

  it('delete of the applied default hands the default on and applies it', () => {
    const next = deleteTheme(twoSaved, neon.id);
    expect(next.themes).toEqual([{ ...sunset, isDefault: true }]);
    expect(next.currentTheme).toEqual({ ...sunset, isDefault: true });
  });

  it('updateTokens deep-merges into the current theme, stamps updatedAt and updates its saved copy', () => {
    const next = updateTokens(
      twoSaved,
      { colors: { primary: '#00ff88' }, typography: { fontSize: { base: '17px' } } },
      LATER,
    );

    const expected: Theme = {
      ...neon,
      colors: { ...neon.colors, primary: '#00ff88' },
      typography: { ...neon.typography, fontSize: { ...neon.typography.fontSize, base: '17px' } },
      updatedAt: '2025-06-02T12:30:00.000Z',
    };
    expect(next.currentTheme).toEqual(expected);
    expect(next.themes).toEqual([expected, sunset]);
    expect(next.currentTheme.createdAt).toBe(neon.createdAt);
  });

  it('updateTokens on a preset changes only the current theme', () => {
    const state: ThemeState = { themes: [neon], currentTheme: warmSunsetTheme };
    const next = updateTokens(state, { colors: { accent: '#ffffff' } }, LATER);

    expect(next.currentTheme.colors).toEqual({ ...warmSunsetTheme.colors, accent: '#ffffff' });
    expect(next.currentTheme.updatedAt).toBe('2025-06-02T12:30:00.000Z');
    expect(next.themes).toEqual([neon]);
    expect(warmSunsetTheme.colors.accent).toBe('#fbbf24');
  });

  it('updateTokens rejects values the contract does not allow', () => {
    expect(() => updateTokens(twoSaved, { colors: { primary: 'red' } }, LATER)).toThrow(/6-digit hex colour/);
    expect(() => updateTokens(twoSaved, { effects: { gradients: { primary: 'url(x.png)' } } }, LATER)).toThrow(
      /may not load resources/,
    );
  });

  it('setDefault leaves exactly one saved theme as the default', () => {
    const third = saved(firstPreset, 'Third', true);
    const state: ThemeState = { themes: [neon, sunset, third], currentTheme: sunset };

    const next = setDefaultTheme(state, sunset.id);

    expect(next.themes.filter((theme) => theme.isDefault).map((theme) => theme.id)).toEqual([sunset.id]);
    expect(next.currentTheme.isDefault).toBe(true);
    expect(setDefaultTheme(state, 'theme-0-nothere')).toBe(state);
  });

  it('loadSaved replaces the saved list from storage and keeps the applied theme in step', () => {
    const renamed = { ...neon, name: 'Neon (other tab)' };
    const storage = memoryStorage({ [SAVED_THEMES_STORAGE_KEY]: JSON.stringify([renamed]) });

    expect(loadSavedThemes(twoSaved, storage)).toEqual({ themes: [renamed], currentTheme: renamed });
  });

  it('colour edits rebuild the gradients made from that colour', () => {
    expect(colorTokenUpdate(neonBlueTheme, 'primary', '#112233')).toEqual({
      colors: { primary: '#112233' },
      effects: { gradients: { primary: 'linear-gradient(135deg, #112233 0%, #3b82f6 100%)' } },
    });
    expect(colorTokenUpdate(neonBlueTheme, 'secondary', '#112233').effects?.gradients).toEqual({
      primary: 'linear-gradient(135deg, #22d3ee 0%, #112233 100%)',
      accent: 'linear-gradient(135deg, #e879f9 0%, #112233 100%)',
    });
  });
});

describe('persistThemes', () => {
  it('writes the saved themes under haat:saved-themes on each change', () => {
    const storage = memoryStorage();
    const first = saved(neonBlueTheme, 'Neon', true);
    let state: ThemeState = { themes: [first], currentTheme: first };

    persistThemes(storage, state.themes);
    state = saveTheme(state, saved(warmSunsetTheme, 'Sunset', false, LATER));
    persistThemes(storage, state.themes);

    expect(SAVED_THEMES_STORAGE_KEY).toBe('haat:saved-themes');
    expect(storage.setItem).toHaveBeenCalledTimes(2);
    expect(storedThemes(storage)).toEqual(state.themes);
    expect(resolveInitialThemes(storage, LATER)).toEqual({ themes: state.themes, currentTheme: first });
  });

  it('logs instead of throwing when storage is full', () => {
    const storage = {
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
    };
    expect(() => persistThemes(storage, [])).not.toThrow();
    expect(warn).toHaveBeenCalledOnce();
  });
});
