import type { Theme, ThemeComponents, ThemeTypography } from '../contracts/theme.ts';

// Presets are part of the product, not user data: a fixed date keeps them stable across builds.
const PRESET_DATE = '2025-01-01T00:00:00.000Z';

const typography: ThemeTypography = {
  // The fallbacks after Inter are metric-matched faces in styles.css, so nothing moves when Inter arrives.
  fontFamily:
    "'Inter', 'Inter Fallback Roboto', 'Inter Fallback Arial', 'Inter Fallback DejaVu', ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', sans-serif",
  fontSize: {
    xs: '0.75rem',
    sm: '0.875rem',
    base: '1rem',
    lg: '1.125rem',
    xl: '1.25rem',
    '2xl': '1.5rem',
    '3xl': '1.875rem',
  },
  fontWeight: { normal: 400, medium: 500, semibold: 600, bold: 700 },
};

const components: ThemeComponents = {
  button: {
    radius: '0.75rem',
    shadow: '0 1px 2px rgb(0 0 0 / 0.3)',
    hoverEffect: 'brightness(1.1)',
    backdrop: 'none',
    border: 'none',
    width: 'auto',
    background: 'var(--haat-gradient-primary)',
  },
  card: {
    radius: '1rem',
    shadow: '0 8px 24px rgb(0 0 0 / 0.35)',
    hoverEffect: 'brightness(1.05)',
    backdrop: 'blur(12px)',
    border: '1px solid var(--haat-color-border)',
    width: '100%',
    background: 'var(--haat-color-surface)',
  },
  sidebar: {
    radius: '0',
    shadow: '-8px 0 24px rgb(0 0 0 / 0.4)',
    hoverEffect: 'none',
    backdrop: 'blur(16px)',
    border: '1px solid var(--haat-color-border)',
    width: '280px',
    background: 'var(--haat-color-surface)',
  },
};

const animations = {
  transition: '150ms cubic-bezier(0.4, 0, 0.2, 1)',
  hover: '200ms cubic-bezier(0.4, 0, 0.2, 1)',
};

const baseShadows = {
  sm: '0 1px 2px rgb(0 0 0 / 0.3)',
  md: '0 4px 12px rgb(0 0 0 / 0.35)',
  lg: '0 16px 40px rgb(0 0 0 / 0.45)',
};

/**
 * The default look; its values are the ones styles.css paints before the provider runs.
 * Primary is also a text colour (links, labels, badges on a 15 % primary tint), so it is a
 * lighter violet than the brand's #8b5cf6, which stays as the gradient's first stop under
 * white button text.
 */
export const signatureDarkPurpleTheme: Theme = {
  id: 'signature-dark-purple',
  name: 'Signature Dark Purple',
  description: 'Deep violet night with a purple-to-pink glow. The Haat default.',
  category: 'signature',
  tags: ['dark', 'purple', 'default'],
  isDefault: true,
  createdAt: PRESET_DATE,
  updatedAt: PRESET_DATE,
  colors: {
    primary: '#9b79f9',
    secondary: '#ec4899',
    accent: '#f59e0b',
    background: '#0d0918',
    surface: '#171127',
    text: '#f5f3ff',
    textSecondary: '#b9b0d4',
    border: '#2e2548',
    muted: '#221a38',
  },
  typography,
  components,
  effects: {
    animations,
    gradients: {
      primary: 'linear-gradient(135deg, #8b5cf6 0%, #ec4899 100%)',
      secondary: 'linear-gradient(135deg, #1e1438 0%, #0d0918 100%)',
      accent: 'linear-gradient(135deg, #f59e0b 0%, #ec4899 100%)',
    },
    shadows: { ...baseShadows, glow: '0 0 32px rgb(139 92 246 / 0.45)' },
  },
};

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

// The presets share nested objects, so a stray mutation anywhere would repaint all of them.
function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

/** In display order; the first is the fallback whenever no saved theme applies. */
export const themePresets: readonly [Theme, Theme, Theme] = deepFreeze([
  signatureDarkPurpleTheme,
  neonBlueTheme,
  warmSunsetTheme,
] as const);

export const defaultThemePreset: Theme = signatureDarkPurpleTheme;
