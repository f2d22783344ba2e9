import { describe, expect, it } from 'vitest';
import { themeSchema, type Theme } from '../contracts/stores-theme.ts';
import { defaultThemePreset, themePresets } from './presets.ts';

// WCAG 2.x relative luminance and contrast ratio.
function luminance(hex: string): number {
  const channels = [1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16) / 255);
  const [r = 0, g = 0, b = 0] = channels.map((c) => (c <= 0.039_28 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].toSorted((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

const channel = (hex: string, start: number) => Number.parseInt(hex.slice(start, start + 2), 16);

/** `colour` laid at `alpha` over `backdrop` (Tailwind's bg-primary/15 and the like), as #rrggbb. */
function tint(colour: string, backdrop: string, alpha: number): string {
  return `#${[1, 3, 5]
    .map((start) =>
      Math.round(channel(colour, start) * alpha + channel(backdrop, start) * (1 - alpha))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

function gradientStops(gradient: string): string[] {
  return gradient.match(/#[0-9a-f]{6}/gi) ?? [];
}

const WHITE = '#ffffff';

describe('contrast helper', () => {
  it('matches the known extremes', () => {
    expect(contrast('#000000', WHITE)).toBeCloseTo(21, 5);
    expect(contrast('#777777', '#777777')).toBe(1);
  });
});

describe('theme presets', () => {
  it('come in the agreed order with the signature theme as the default', () => {
    expect(themePresets.map((preset) => preset.id)).toEqual(['signature-dark-purple', 'neon-blue', 'warm-sunset']);
    expect(defaultThemePreset).toBe(themePresets[0]);
  });

  it.each(themePresets.map((preset) => [preset.name, preset] as const))(
    '%s passes the shared theme schema',
    (_name, preset) => {
      expect(themeSchema.safeParse(preset).success).toBe(true);
    },
  );

  it('are all dark', () => {
    for (const preset of themePresets) {
      expect(luminance(preset.colors.background)).toBeLessThan(0.02);
      expect(luminance(preset.colors.surface)).toBeLessThan(0.03);
    }
  });

  describe.each(themePresets.map((preset) => [preset.name, preset] as const))('%s', (_name, preset: Theme) => {
    const { colors } = preset;

    it('keeps body and secondary text at WCAG AA (4.5:1) on background, surface and muted', () => {
      for (const backdrop of [colors.background, colors.surface, colors.muted]) {
        expect(contrast(colors.text, backdrop)).toBeGreaterThanOrEqual(4.5);
        expect(contrast(colors.textSecondary, backdrop)).toBeGreaterThanOrEqual(4.5);
      }
    });

    it('keeps primary text (links, labels, badges on a 10–15 % primary tint) at AA (4.5:1)', () => {
      const tints = [0.1, 0.15].flatMap((alpha) => [
        tint(colors.primary, colors.background, alpha),
        tint(colors.primary, colors.surface, alpha),
      ]);
      for (const backdrop of [colors.background, colors.surface, colors.muted, ...tints]) {
        expect(contrast(colors.primary, backdrop)).toBeGreaterThanOrEqual(4.5);
      }
    });

    it('keeps the primary colour visible as a focus ring (3:1) on background and surface', () => {
      expect(contrast(colors.primary, colors.background)).toBeGreaterThanOrEqual(3);
      expect(contrast(colors.primary, colors.surface)).toBeGreaterThanOrEqual(3);
    });

    it('keeps white button text at least 3:1 (large bold text) on every primary gradient stop', () => {
      const stops = gradientStops(preset.effects.gradients.primary);
      expect(stops.length).toBeGreaterThanOrEqual(2);
      for (const stop of stops) expect(contrast(WHITE, stop)).toBeGreaterThanOrEqual(3);
    });
  });

  // The signature gradient is fixed by the brand (and styles.css), so only the other two reach 4.5:1.
  it.each([themePresets[1], themePresets[2]].map((preset) => [preset.name, preset] as const))(
    '%s keeps white button text at AA (4.5:1) on every primary gradient stop',
    (_name, preset) => {
      for (const stop of gradientStops(preset.effects.gradients.primary)) {
        expect(contrast(WHITE, stop)).toBeGreaterThanOrEqual(4.5);
      }
    },
  );

  it('cannot be mutated by accident', () => {
    expect(Object.isFrozen(defaultThemePreset.colors)).toBe(true);
    expect(Object.isFrozen(themePresets[1].typography.fontSize)).toBe(true);
  });
});

function withGradient(primary: string) {
  return {
    ...defaultThemePreset,
    effects: { ...defaultThemePreset.effects, gradients: { ...defaultThemePreset.effects.gradients, primary } },
  };
}

describe('theme schema bounds', () => {
  it('rejects values that could escape a declaration or load a resource', () => {
    expect(themeSchema.safeParse(withGradient('red; } body { display: none')).success).toBe(false);
    expect(themeSchema.safeParse(withGradient('url(pixel.png)')).success).toBe(false);
    expect(themeSchema.safeParse(withGradient('-webkit-image-set("x.png" 1x)')).success).toBe(false);
    expect(themeSchema.safeParse(withGradient('x'.repeat(201))).success).toBe(false);
  });

  it('rejects non-hex colours and unknown keys', () => {
    expect(
      themeSchema.safeParse({ ...defaultThemePreset, colors: { ...defaultThemePreset.colors, primary: 'purple' } })
        .success,
    ).toBe(false);
    expect(themeSchema.safeParse({ ...defaultThemePreset, extra: true }).success).toBe(false);
  });
});
