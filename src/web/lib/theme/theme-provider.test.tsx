// @vitest-environment jsdom
import type { Theme } from '#shared/contracts/stores-theme.ts';
import { neonBlueTheme, signatureDarkPurpleTheme, warmSunsetTheme } from '#shared/theme/presets.ts';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { Component, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ThemePicker } from '#web/components/theme-picker.tsx';
import { themeCssVariables } from './css-variables.ts';
import { ThemeProvider, useTheme } from './theme-provider.tsx';
import { SAVED_THEMES_STORAGE_KEY } from './theme-state.ts';

const root = document.documentElement;

function cssVariable(name: string): string {
  return root.style.getPropertyValue(name);
}

function storedThemes(): Theme[] {
  return JSON.parse(localStorage.getItem(SAVED_THEMES_STORAGE_KEY) ?? '[]') as Theme[];
}

function normalise(value: string | undefined) {
  return value?.replaceAll(/\s+/g, ' ').trim();
}

function renderPicker() {
  return render(
    <ThemeProvider>
      <ThemePicker />
    </ThemeProvider>,
  );
}

beforeEach(() => {
  localStorage.clear();
  root.removeAttribute('style');
});

afterEach(() => {
  // Vitest runs without globals, so Testing Library cannot register its own cleanup.
  cleanup();
});

describe('ThemeProvider', () => {
  it('exposes the current theme tokens as --haat-* custom properties on <html>', () => {
    renderPicker();

    expect(cssVariable('--haat-color-primary')).toBe('#9b79f9');
    expect(cssVariable('--haat-color-text-secondary')).toBe('#b9b0d4');
    expect(cssVariable('--haat-radius-card')).toBe('1rem');
    expect(cssVariable('--haat-gradient-primary')).toBe('linear-gradient(135deg, #8b5cf6 0%, #ec4899 100%)');
    expect(cssVariable('--haat-font-size-2xl')).toBe('1.5rem');
    expect(cssVariable('--haat-font-weight-semibold')).toBe('600');
    expect(root.style.colorScheme).toBe('dark');
    expect(document.querySelector('meta[name="theme-color"]')?.getAttribute('content')).toBe('#0d0918');
  });

  it('writes the same values styles.css paints before it runs', () => {
    // Vitest empties every CSS import (even ?raw) and this folder's lint bans node:* imports for the bundle's sake;
    // the test itself runs in Node, so it reads the file through the runtime instead.
    const stylesPath = `${import.meta.dirname}/../../styles.css`;
    const stylesCss = process.getBuiltinModule('node:fs').readFileSync(stylesPath, 'utf8');
    const rootBlock = /:root\s*\{([^}]*)\}/.exec(stylesCss)?.[1] ?? '';
    const declared = [...rootBlock.matchAll(/(--haat-[\w-]+)\s*:\s*([^;]+);/g)];
    const written = themeCssVariables(signatureDarkPurpleTheme);

    expect(declared.length).toBeGreaterThan(20);
    for (const [, name = '', value] of declared) {
      expect({ name, value: normalise(written[name as `--haat-${string}`]) }).toEqual({
        name,
        value: normalise(value),
      });
    }
  });

  it('on the first visit saves the first preset as the default theme', () => {
    renderPicker();

    const stored = storedThemes();
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      name: 'Signature Dark Purple',
      isDefault: true,
      colors: signatureDarkPurpleTheme.colors,
    });
    const defaultCard = screen.getByRole('radio', { checked: true });
    expect(within(defaultCard).getByText('Default')).toBeTruthy();
  });

  it('applies a preset from the picker, then saves it and makes it the default for the next visit', async () => {
    renderPicker();
    const firstVisit = localStorage.getItem(SAVED_THEMES_STORAGE_KEY);

    const neon = screen.getByRole('radio', { name: 'Neon Blue' });
    fireEvent.click(neon);

    expect(neon.getAttribute('aria-checked')).toBe('true');
    expect(cssVariable('--haat-color-primary')).toBe(neonBlueTheme.colors.primary);
    expect(cssVariable('--haat-color-background')).toBe(neonBlueTheme.colors.background);
    expect(document.querySelector('meta[name="theme-color"]')?.getAttribute('content')).toBe('#060b1a');
    // Applying alone is not a saved-theme change: on the next visit the default applies (spec, "Theme on start").
    expect(localStorage.getItem(SAVED_THEMES_STORAGE_KEY)).toBe(firstVisit);

    fireEvent.click(screen.getByRole('button', { name: 'Save as my theme' }));

    const afterSave = storedThemes();
    expect(afterSave).toHaveLength(2);
    expect(afterSave[1]).toMatchObject({
      name: 'My theme',
      category: 'neon',
      isDefault: false,
      colors: neonBlueTheme.colors,
    });
    expect(screen.getByRole('radio', { name: 'My theme, saved' }).getAttribute('aria-checked')).toBe('true');
    expect(screen.getByRole('status').textContent).toBe('Saved as My theme');

    fireEvent.click(screen.getByRole('button', { name: 'Make default' }));

    expect(storedThemes().map((theme) => [theme.name, theme.isDefault])).toEqual([
      ['Signature Dark Purple', false],
      ['My theme', true],
    ]);

    cleanup();
    root.removeAttribute('style');
    // The next visit reads the saved themes through the theme contract, whose checks load first.
    await act(async () => {
      renderPicker();
    });

    expect((await screen.findByRole('radio', { checked: true })).textContent).toContain('My theme');
    expect(cssVariable('--haat-color-primary')).toBe(neonBlueTheme.colors.primary);
  });

  it('edits the current theme colours and persists edits to a saved theme', () => {
    renderPicker();

    fireEvent.change(screen.getByLabelText('Primary'), { target: { value: '#22aa55' } });

    expect(cssVariable('--haat-color-primary')).toBe('#22aa55');
    expect(cssVariable('--haat-gradient-primary')).toBe('linear-gradient(135deg, #22aa55 0%, #ec4899 100%)');
    expect(storedThemes()[0]?.colors.primary).toBe('#22aa55');
    expect(screen.getByLabelText('Secondary')).toHaveProperty('value', '#ec4899');
    expect(screen.getByLabelText('Accent')).toHaveProperty('value', '#f59e0b');
  });

  it('moves and applies the selection with the arrow keys, one tab stop for the group', () => {
    renderPicker();
    const radios = screen.getAllByRole('radio');
    expect(radios.filter((radio) => radio.tabIndex === 0)).toHaveLength(1);

    const sunset = screen.getByRole('radio', { name: 'Warm Sunset' });
    fireEvent.click(sunset);
    sunset.focus();
    fireEvent.keyDown(sunset, { key: 'ArrowUp' });

    const neon = screen.getByRole('radio', { name: 'Neon Blue' });
    expect(document.activeElement).toBe(neon);
    expect(neon.getAttribute('aria-checked')).toBe('true');
    expect(neon.tabIndex).toBe(0);
    expect(cssVariable('--haat-color-primary')).toBe(neonBlueTheme.colors.primary);
  });

  it('deletes a saved theme, but never the last one', () => {
    renderPicker();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();

    fireEvent.click(screen.getByRole('radio', { name: 'Warm Sunset' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save as my theme' }));
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));

    expect(storedThemes().map((theme) => theme.name)).toEqual(['Signature Dark Purple']);
    expect(screen.queryByRole('radio', { name: 'My theme, saved' })).toBeNull();
    expect(cssVariable('--haat-color-primary')).toBe(signatureDarkPurpleTheme.colors.primary);
    expect(cssVariable('--haat-color-primary')).not.toBe(warmSunsetTheme.colors.primary);
  });
});

class Boundary extends Component<{ children: ReactNode }, { message: string | null }> {
  override state: { message: string | null } = { message: null };
  static getDerivedStateFromError(error: unknown) {
    return { message: error instanceof Error ? error.message : String(error) };
  }
  override render() {
    return this.state.message ? <p role="alert">{this.state.message}</p> : this.props.children;
  }
}

function Consumer() {
  return <p>{useTheme().currentTheme.name}</p>;
}

describe('useTheme', () => {
  it('throws a developer-facing error outside a ThemeProvider', () => {
    // React reports errors caught by a boundary through onCaughtError (console.error by default); the boundary is the assertion.
    render(
      <Boundary>
        <Consumer />
      </Boundary>,
      { onCaughtError: () => {} },
    );

    expect(screen.getByRole('alert').textContent).toBe('useTheme must be used within a ThemeProvider');
  });
});
