import { z } from 'zod';
import { MAX_SAVED_THEMES } from '../constants.ts';
import { text } from './common.ts';

/*
 * A theme is rendered as CSS custom properties, and a creator's published store
 * theme is shown to other people's browsers, so every free-form value is
 * bounded and limited to a character set that cannot leave a declaration
 * (no `;`, braces, angle brackets or backslash escapes) or fetch anything.
 */

export const THEME_CATEGORIES = ['signature', 'neon', 'sunset', 'custom'] as const;

const hexColorSchema = text().regex(/^#[0-9a-fA-F]{6}$/, /*i18n*/ 'Use a 6-digit hex colour such as #8b5cf6');

// Functions that load a resource (url(), image-set(), …) would let a theme phone home.
const resourceFunction = /(?:^|[^a-z-])(?:-[a-z]+-)?(?:url|image|image-set|cross-fade|element|src|expression)\s*\(/i;

// Whitespace of any kind was always allowed in these values (`\s`): only the other control characters go.
const cssValueSchema = text({ multiline: true })
  .trim()
  .min(1, /*i18n*/ 'Enter a value.')
  .max(200, /*i18n*/ 'At most 200 characters.')
  .regex(/^[a-zA-Z0-9\s#%.,()/'"+*-]+$/, /*i18n*/ 'Contains characters not allowed in a theme value')
  .refine((value) => !resourceFunction.test(value), /*i18n*/ 'Theme values may not load resources');

const fontFamilySchema = text({ multiline: true })
  .trim()
  .min(1, /*i18n*/ 'Enter a font name.')
  .max(200, /*i18n*/ 'At most 200 characters.')
  .regex(/^[a-zA-Z0-9\s,'"-]+$/, /*i18n*/ 'Use font names separated by commas');

const fontSizeValueSchema = text().regex(
  /^\d{1,3}(?:\.\d{1,4})?(?:rem|px|em)$/,
  /*i18n*/ 'Use a size such as 1rem or 16px',
);

const fontWeightMessage = /*i18n*/ 'Use a weight from 100 to 900 in steps of 100.';
const fontWeightValueSchema = z
  .number()
  .int(fontWeightMessage)
  .min(100, fontWeightMessage)
  .max(900, fontWeightMessage)
  .multipleOf(100, fontWeightMessage);

export const themeColorsSchema = z.strictObject({
  primary: hexColorSchema,
  secondary: hexColorSchema,
  accent: hexColorSchema,
  background: hexColorSchema,
  surface: hexColorSchema,
  text: hexColorSchema,
  textSecondary: hexColorSchema,
  border: hexColorSchema,
  muted: hexColorSchema,
});

export const themeFontSizeSchema = z.strictObject({
  xs: fontSizeValueSchema,
  sm: fontSizeValueSchema,
  base: fontSizeValueSchema,
  lg: fontSizeValueSchema,
  xl: fontSizeValueSchema,
  '2xl': fontSizeValueSchema,
  '3xl': fontSizeValueSchema,
});

export const themeFontWeightSchema = z.strictObject({
  normal: fontWeightValueSchema,
  medium: fontWeightValueSchema,
  semibold: fontWeightValueSchema,
  bold: fontWeightValueSchema,
});

export const themeTypographySchema = z.strictObject({
  fontFamily: fontFamilySchema,
  fontSize: themeFontSizeSchema,
  fontWeight: themeFontWeightSchema,
});

/** hoverEffect is a CSS `filter` applied on hover (e.g. `brightness(1.1)` or `none`). */
export const themeComponentStyleSchema = z.strictObject({
  radius: cssValueSchema,
  shadow: cssValueSchema,
  hoverEffect: cssValueSchema,
  backdrop: cssValueSchema,
  border: cssValueSchema,
  width: cssValueSchema,
  background: cssValueSchema,
});

export const themeComponentsSchema = z.strictObject({
  button: themeComponentStyleSchema,
  card: themeComponentStyleSchema,
  sidebar: themeComponentStyleSchema,
});

export const themeEffectsSchema = z.strictObject({
  animations: z.strictObject({ transition: cssValueSchema, hover: cssValueSchema }),
  gradients: z.strictObject({ primary: cssValueSchema, secondary: cssValueSchema, accent: cssValueSchema }),
  shadows: z.strictObject({ sm: cssValueSchema, md: cssValueSchema, lg: cssValueSchema, glow: cssValueSchema }),
});

export const themeTokensSchema = z.strictObject({
  colors: themeColorsSchema,
  typography: themeTypographySchema,
  components: themeComponentsSchema,
  effects: themeEffectsSchema,
});

export const themeSchema = z.strictObject({
  id: text()
    .min(1, /*i18n*/ 'A theme needs an id.')
    .max(64, /*i18n*/ 'At most 64 characters.')
    .regex(/^[a-z0-9-]+$/, /*i18n*/ 'Use lowercase letters, digits and dashes'),
  name: text().trim().min(1, /*i18n*/ 'Give the theme a name.').max(60, /*i18n*/ 'At most 60 characters.'),
  description: text({ multiline: true }).trim().max(280, /*i18n*/ 'At most 280 characters.'),
  /** The preset the theme derives from; `custom` when it derives from none. */
  category: z.enum(THEME_CATEGORIES),
  tags: z
    .array(text().trim().min(1, /*i18n*/ 'A tag cannot be empty.').max(30, /*i18n*/ 'A tag has at most 30 characters.'))
    .max(12, /*i18n*/ 'At most 12 tags.'),
  isDefault: z.boolean(),
  createdAt: z.iso.datetime(/*i18n*/ 'Not a date and time.'),
  updatedAt: z.iso.datetime(/*i18n*/ 'Not a date and time.'),
  ...themeTokensSchema.shape,
});

/** What local storage holds: the saved themes, ids unique. */
export const savedThemesSchema = z
  .array(themeSchema)
  .max(MAX_SAVED_THEMES, /*i18n*/ 'At most 50 saved themes.')
  .refine(
    (themes) => new Set(themes.map((theme) => theme.id)).size === themes.length,
    /*i18n*/ 'Theme ids must be unique',
  );

const componentStyleUpdateSchema = themeComponentStyleSchema.partial();

/** A deep-partial token change: any leaf may be left out, unknown keys are rejected. */
export const themeTokensUpdateSchema = z.strictObject({
  colors: themeColorsSchema.partial().optional(),
  typography: z
    .strictObject({
      fontFamily: fontFamilySchema.optional(),
      fontSize: themeFontSizeSchema.partial().optional(),
      fontWeight: themeFontWeightSchema.partial().optional(),
    })
    .optional(),
  components: z
    .strictObject({
      button: componentStyleUpdateSchema.optional(),
      card: componentStyleUpdateSchema.optional(),
      sidebar: componentStyleUpdateSchema.optional(),
    })
    .optional(),
  effects: z
    .strictObject({
      animations: themeEffectsSchema.shape.animations.partial().optional(),
      gradients: themeEffectsSchema.shape.gradients.partial().optional(),
      shadows: themeEffectsSchema.shape.shadows.partial().optional(),
    })
    .optional(),
});

export type ThemeColors = z.infer<typeof themeColorsSchema>;
export type ThemeTypography = z.infer<typeof themeTypographySchema>;
export type ThemeComponents = z.infer<typeof themeComponentsSchema>;
export type ThemeTokens = z.infer<typeof themeTokensSchema>;
export type Theme = z.infer<typeof themeSchema>;
export type ThemeTokensUpdate = z.infer<typeof themeTokensUpdateSchema>;
