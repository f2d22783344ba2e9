import { TransNoContext, type TransProps } from '@lingui/react/server';
import { i18n } from './i18n.ts';

/*
 * What the macros' compiled code calls instead of `@lingui/react`'s `Trans` and `useLingui` (lingui.config.ts,
 * decision 047). The app speaks through its one `i18n`, and a language change draws every screen anew (app.tsx), so
 * no component needs Lingui's provider or context to hear the change: without them a buyer's first load is smaller.
 */

const lingui = { i18n };

/** `<Trans>`'s runtime: the message in the app's language, its tags and values put in place. */
export function Trans(props: TransProps) {
  return <TransNoContext {...props} lingui={lingui} />;
}

const hooked = { i18n, _: i18n._.bind(i18n) };

/** `useLingui()`'s runtime: the app's `i18n` and its `_` (what the macro's `t` becomes). */
export function useLingui() {
  return hooked;
}
