import { useLayoutEffect } from 'react';
import type { PublicStore } from '#shared/contracts/stores.ts';
import { applyThemeToDocument } from '#web/lib/theme/css-variables.ts';
import { useTheme } from '#web/lib/theme/theme-provider.tsx';
import { withReadablePrimary } from '#web/lib/theme/theme-state.ts';

/** Buyers see the store in the theme its creator published; leaving it brings back their own. */
export function usePublishedTheme(store: PublicStore) {
  const { currentTheme } = useTheme();
  useLayoutEffect(() => {
    if (!store.theme) return;
    applyThemeToDocument(withReadablePrimary(store.theme));
    return () => applyThemeToDocument(currentTheme);
  }, [store.theme, currentTheme]);
}
