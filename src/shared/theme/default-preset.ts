// The default preset, on its own: what every page needs. The others (presets.ts) load with the theme pickers.
import type { Theme, ThemeComponents, ThemeTypography } from '../contracts/stores-theme.ts';

// Presets are part of the product, not user data: a fixed date keeps them stable across builds.
export const PRESET_DATE = '2025-01-01T00:00:00.000Z';

export const typography: ThemeTypography = {
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

export const components: ThemeComponents = {
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

export const animations = {
  transition: '150ms cubic-bezier(0.4, 0, 0.2, 1)',
  hover: '200ms cubic-bezier(0.4, 0, 0.2, 1)',
};

export const baseShadows = {
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

// The presets share nested objects, so a stray mutation anywhere would repaint all of them.
export function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

export const defaultThemePreset: Theme = deepFreeze(signatureDarkPurpleTheme);
