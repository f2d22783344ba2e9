import type { ThemeColors } from '#shared/contracts/stores-theme.ts';

/** A theme option's border and colours: chosen, or waiting to be. */
export const themeOptionTone = (checked: boolean) =>
  checked
    ? 'border-primary bg-primary/10 text-text'
    : 'border-border text-text-secondary hover:border-primary/60 hover:bg-muted hover:text-text';

/** A theme at a glance: its background, primary, secondary and accent as overlapping dots. */
export function ThemeSwatch({ colors }: { colors: ThemeColors }) {
  return (
    <span aria-hidden className="flex shrink-0 -space-x-1">
      {[colors.background, colors.primary, colors.secondary, colors.accent].map((color, dot) => (
        // Colours may repeat, so the position is the stable key.
        <span key={dot} className="size-4 rounded-full ring-1 ring-white/25" style={{ backgroundColor: color }} />
      ))}
    </span>
  );
}
