import type { Theme } from '../contracts/stores-theme.ts';
import {
  animations,
  baseShadows,
  components,
  deepFreeze,
  PRESET_DATE,
  signatureDarkPurpleTheme,
  typography,
} from './default-preset.ts';

export { defaultThemePreset, signatureDarkPurpleTheme } from './default-preset.ts';

/*
 * Bright cyan reads well on navy but not under white text, so the button
 * gradient uses deeper cyan and blue stops (white on both ≥ 4.5:1).
 */
export const neonBlueTheme: Theme = {
  id: 'neon-blue',
  name: 'Neon Blue',
  description: 'Electric cyan and blue on midnight navy.',
  category: 'neon',
  tags: ['dark', 'blue', 'cyan', 'neon'],
  isDefault: false,
  createdAt: PRESET_DATE,
  updatedAt: PRESET_DATE,
  colors: {
    primary: '#22d3ee',
    secondary: '#3b82f6',
    accent: '#e879f9',
    background: '#060b1a',
    surface: '#0d1630',
    text: '#eaf6ff',
    textSecondary: '#9db4d6',
    border: '#1e2d52',
    muted: '#15203f',
  },
  typography,
  components,
  effects: {
    animations,
    gradients: {
      primary: 'linear-gradient(135deg, #0e7490 0%, #2563eb 100%)',
      secondary: 'linear-gradient(135deg, #101c3d 0%, #060b1a 100%)',
      accent: 'linear-gradient(135deg, #e879f9 0%, #3b82f6 100%)',
    },
    shadows: { ...baseShadows, glow: '0 0 32px rgb(34 211 238 / 0.45)' },
  },
};

/* Same reasoning as neon: the gradient stops are deeper than the orange and coral swatches. */
export const warmSunsetTheme: Theme = {
  id: 'warm-sunset',
  name: 'Warm Sunset',
  description: 'Orange and coral over dusky plum, with an amber glow.',
  category: 'sunset',
  tags: ['dark', 'orange', 'warm'],
  isDefault: false,
  createdAt: PRESET_DATE,
  updatedAt: PRESET_DATE,
  colors: {
    primary: '#f97316',
    secondary: '#fb7185',
    accent: '#fbbf24',
    background: '#1a0e12',
    surface: '#26161b',
    text: '#fff4ec',
    textSecondary: '#d9b8a8',
    border: '#48282d',
    muted: '#341e24',
  },
  typography,
  components,
  effects: {
    animations,
    gradients: {
      primary: 'linear-gradient(135deg, #c2410c 0%, #e11d48 100%)',
      secondary: 'linear-gradient(135deg, #2e1820 0%, #1a0e12 100%)',
      accent: 'linear-gradient(135deg, #fbbf24 0%, #fb7185 100%)',
    },
    shadows: { ...baseShadows, glow: '0 0 32px rgb(249 115 22 / 0.45)' },
  },
};

/** In display order; the first is the fallback whenever no saved theme applies. */
export const themePresets: readonly [Theme, Theme, Theme] = /* @__PURE__ */ deepFreeze([
  signatureDarkPurpleTheme,
  neonBlueTheme,
  warmSunsetTheme,
] as const);
