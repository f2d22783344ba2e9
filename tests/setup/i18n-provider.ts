import { I18nProvider } from '@lingui/react';
import type * as TestingLibrary from '@testing-library/react';
import { createElement, type JSXElementConstructor, type ReactNode } from 'react';
import { vi } from 'vitest';
import { i18n } from '#web/lib/i18n.ts';

/*
 * The web's components speak through Lingui (decision 047) and need the app's I18nProvider above them, as
 * app.tsx gives them: every tree a web test renders gets one, around the test's own wrapper if it has one.
 */
type Wrapper = JSXElementConstructor<{ children: ReactNode }>;

const withI18n =
  (inner?: Wrapper) =>
  ({ children }: { children: ReactNode }) =>
    createElement(I18nProvider, { i18n }, inner ? createElement(inner, null, children) : children);

type Options = { wrapper?: Wrapper; [option: string]: unknown } | undefined;

vi.mock('@testing-library/react', async (importOriginal) => {
  const actual = await importOriginal<typeof TestingLibrary>();
  return {
    ...actual,
    render: (ui: ReactNode, options?: Options) =>
      actual.render(ui, { ...options, wrapper: withI18n(options?.wrapper) } as Parameters<typeof actual.render>[1]),
    renderHook: (hook: (props: unknown) => unknown, options?: Options) =>
      actual.renderHook(hook, { ...options, wrapper: withI18n(options?.wrapper) } as Parameters<
        typeof actual.renderHook
      >[1]),
  };
});
