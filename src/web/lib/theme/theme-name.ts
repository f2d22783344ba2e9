import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Theme } from '#shared/contracts/stores-theme.ts';
import { themePresets } from '#shared/theme/presets.ts';

/** The presets' names in the app's language, by preset id (the ids and the stored names stay English). */
const presetNames: Record<string, MessageDescriptor> = {
  'signature-dark-purple': msg`Signature Dark Purple`,
  'neon-blue': msg`Neon Blue`,
  'warm-sunset': msg`Warm Sunset`,
};

/** What editColour() appends to a copy's name (theme-draft.ts). */
const EDITED_SUFFIX = ' (edited)';

/**
 * A theme's name as the creator reads it: a preset's (or its untouched copy's) name in the app's language, and
 * "… (edited)" of a preset likewise. A name the creator gave is theirs and shown as written.
 */
export function themeDisplayName(theme: Theme, i18n: I18n): string {
  for (const preset of themePresets) {
    const name = presetNames[preset.id];
    if (!name) continue;
    if (theme.name === preset.name) return i18n._(name);
    if (theme.name === `${preset.name}${EDITED_SUFFIX}`) {
      const presetName = i18n._(name);
      return i18n._(msg`${presetName} (edited)`);
    }
  }
  return theme.name;
}
