import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Theme, ThemeColors } from '#shared/contracts/stores-theme.ts';
import { mergeTokens } from '#web/lib/theme/theme-checks.ts';
import { colorTokenUpdate, createSavedTheme, themeTokens } from '#web/lib/theme/theme-state.ts';

/** The colours a creator may change for their store, in the order the editor shows them. */
export const STORE_COLOURS = [
  { key: 'primary', label: msg`Primary` },
  { key: 'secondary', label: msg`Secondary` },
  { key: 'accent', label: msg`Accent` },
  { key: 'background', label: msg`Background` },
  { key: 'surface', label: msg`Cards` },
  { key: 'text', label: msg`Text` },
] as const satisfies readonly { key: keyof ThemeColors; label: MessageDescriptor }[];

export type StoreColourKey = (typeof STORE_COLOURS)[number]['key'];

const MAX_THEME_NAME = 60;
const EDITED_SUFFIX = ' (edited)';

function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const aKeys = Object.keys(a);
  const bKeys = Object.keys(b);
  if (aKeys.length !== bKeys.length) return false;
  return aKeys.every((key) => sameJson((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]));
}

/**
 * Whether two themes look the same: same id and tokens. Key order is ignored,
 * since the published theme comes back from a jsonb column that reorders keys.
 */
export function sameLook(a: Theme | null, b: Theme | null): boolean {
  if (!a || !b) return a === b;
  return a.id === b.id && sameJson(themeTokens(a), themeTokens(b));
}

function editedName(name: string): string {
  if (name.endsWith(EDITED_SUFFIX)) return name;
  return `${name.slice(0, MAX_THEME_NAME - EDITED_SUFFIX.length).trimEnd()}${EDITED_SUFFIX}`;
}

/**
 * Applies one colour change. The first change turns a preset or saved theme
 * into a copy of its own (new id, "… (edited)"), so the published theme never
 * claims to be a preset it no longer looks like.
 */
export function editColour(
  theme: Theme,
  key: StoreColourKey,
  value: string,
  options: { isCopy: boolean; now: number },
): Theme {
  const base = options.isCopy ? theme : createSavedTheme(theme, { name: editedName(theme.name), now: options.now });
  // Primary, secondary and accent feed the gradients buttons are painted with; colorTokenUpdate rebuilds those.
  const patch =
    key === 'primary' || key === 'secondary' || key === 'accent'
      ? colorTokenUpdate(base, key, value)
      : { colors: { [key]: value } };
  return { ...base, ...mergeTokens(themeTokens(base), patch), updatedAt: new Date(options.now).toISOString() };
}

function luminance(hex: string): number {
  const channel = (offset: number) => {
    const value = Number.parseInt(hex.slice(offset, offset + 2), 16) / 255;
    return value <= 0.039_28 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

/** WCAG contrast ratio of two #rrggbb colours, 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].toSorted((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** Normal text needs 4.5:1 (WCAG AA). */
export const MIN_TEXT_CONTRAST = 4.5;

/** The lower of text-on-background and text-on-cards. */
export function textContrast(colors: ThemeColors): number {
  return Math.min(contrastRatio(colors.text, colors.background), contrastRatio(colors.text, colors.surface));
}
