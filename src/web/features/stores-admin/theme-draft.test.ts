import { describe, expect, it } from 'vitest';
import type { Theme } from '#shared/contracts/stores-theme.ts';
import { neonBlueTheme, signatureDarkPurpleTheme } from '#shared/theme/presets.ts';
import { contrastRatio, editColour, sameLook } from './theme-draft.ts';

describe('theme drafts', () => {
  it('compares themes by id and tokens, whatever the key order', () => {
    // Postgres jsonb hands objects back with their keys reordered.
    const reverseKeys = (value: unknown): unknown =>
      typeof value === 'object' && value !== null && !Array.isArray(value)
        ? Object.fromEntries(
            Object.entries(value)
              .toReversed()
              .map(([key, inner]) => [key, reverseKeys(inner)]),
          )
        : value;
    const reordered = reverseKeys(neonBlueTheme) as Theme;
    expect(Object.keys(reordered.colors)[0]).toBe('muted');
    expect(sameLook(reordered, neonBlueTheme)).toBe(true);
    expect(sameLook({ ...reordered, colors: { ...reordered.colors, text: '#000000' } }, neonBlueTheme)).toBe(false);
    expect(sameLook(neonBlueTheme, signatureDarkPurpleTheme)).toBe(false);
    expect(sameLook(null, null)).toBe(true);
  });

  it('turns the first colour edit into an edited copy and rebuilds the button gradient', () => {
    const edited = editColour(signatureDarkPurpleTheme, 'primary', '#112233', {
      isCopy: false,
      now: 1_700_000_000_000,
    });
    expect(edited.id).toMatch(/^theme-1700000000000-[a-z0-9]{6}$/);
    expect(edited.name).toBe('Signature Dark Purple (edited)');
    expect(edited.colors.primary).toBe('#112233');
    expect(edited.effects.gradients.primary).toBe('linear-gradient(135deg, #112233 0%, #ec4899 100%)');
    const again = editColour(edited, 'background', '#000000', { isCopy: true, now: 1_700_000_000_001 });
    expect(again.id).toBe(edited.id);
    expect(again.colors.background).toBe('#000000');
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21);
  });
});
