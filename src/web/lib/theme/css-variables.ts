import type { Theme, ThemeTokens } from '#shared/contracts/stores-theme.ts';

export type CssVariableName = `--haat-${string}`;

const colorVariables = {
  primary: '--haat-color-primary',
  secondary: '--haat-color-secondary',
  accent: '--haat-color-accent',
  background: '--haat-color-background',
  surface: '--haat-color-surface',
  text: '--haat-color-text',
  textSecondary: '--haat-color-text-secondary',
  border: '--haat-color-border',
  muted: '--haat-color-muted',
} as const satisfies Record<keyof ThemeTokens['colors'], CssVariableName>;

const componentNames = ['button', 'card', 'sidebar'] as const;

/**
 * The --haat-* custom properties for a theme. The names are the ones
 * src/web/styles.css declares and Tailwind's @theme reads; the rest
 * (font sizes, weights, hover) are extra hooks for components.
 */
export function themeCssVariables(tokens: ThemeTokens): Record<CssVariableName, string> {
  const { colors, typography, components, effects } = tokens;
  const variables: Record<CssVariableName, string> = {};

  for (const [key, name] of Object.entries(colorVariables) as [keyof typeof colorVariables, CssVariableName][]) {
    variables[name] = colors[key];
  }

  variables['--haat-font-family'] = typography.fontFamily;
  for (const [step, size] of Object.entries(typography.fontSize)) variables[`--haat-font-size-${step}`] = size;
  for (const [step, weight] of Object.entries(typography.fontWeight)) {
    variables[`--haat-font-weight-${step}`] = String(weight);
  }

  for (const name of componentNames) {
    const style = components[name];
    variables[`--haat-radius-${name}`] = style.radius;
    variables[`--haat-shadow-${name}`] = style.shadow;
    variables[`--haat-hover-${name}`] = style.hoverEffect;
    variables[`--haat-backdrop-${name}`] = style.backdrop;
    variables[`--haat-border-${name}`] = style.border;
    variables[`--haat-width-${name}`] = style.width;
    variables[`--haat-background-${name}`] = style.background;
  }

  variables['--haat-transition'] = effects.animations.transition;
  variables['--haat-transition-hover'] = effects.animations.hover;
  for (const [name, gradient] of Object.entries(effects.gradients)) variables[`--haat-gradient-${name}`] = gradient;
  for (const [name, shadow] of Object.entries(effects.shadows)) variables[`--haat-shadow-${name}`] = shadow;

  return variables;
}

/** Paints a theme page-wide: custom properties on <html>, dark color-scheme, and the browser UI colour. */
export function applyThemeToDocument(theme: Theme, root: HTMLElement = document.documentElement): void {
  for (const [name, value] of Object.entries(themeCssVariables(theme))) root.style.setProperty(name, value);
  root.style.colorScheme = 'dark';

  const doc = root.ownerDocument;
  let meta = doc.querySelector<HTMLMetaElement>('meta[name="theme-color"]');
  if (!meta) {
    meta = doc.createElement('meta');
    meta.name = 'theme-color';
    doc.head.append(meta);
  }
  meta.content = theme.colors.background;
}
