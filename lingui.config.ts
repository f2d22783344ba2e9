import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

/*
 * Haat's message catalogs (decision 047). English is the source language: its texts are the ones in the code, and
 * the spec's exact texts stay exactly as they are. Hindi is written in Devanagari.
 *
 * - src/web/locales: the web app's texts. A Hindi page loads `messages` (what the pages buyers land on say) at
 *   start, and `all` with any other screen.
 * - src/server/locales: texts the server renders (errors, mail, link previews), compiled to TypeScript (`npm run i18n`)
 *   because Node runs that code without a build.
 */
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'hi'],
  fallbackLocales: false,
  // The macros' compiled code speaks through the app's one i18n, without React context (lib/lingui-runtime.tsx).
  runtimeConfigModule: {
    Trans: ['#web/lib/lingui-runtime.tsx', 'Trans'],
    useLingui: ['#web/lib/lingui-runtime.tsx', 'useLingui'],
  },
  format: formatter({ lineNumbers: false }),
  catalogs: [
    // What the pages buyers land on say (the layout, a store, the popup, /shop, a seller's page, home): a Hindi
    // visitor's first load carries only these.
    {
      path: '<rootDir>/src/web/locales/{locale}/messages',
      include: [
        '<rootDir>/src/web/app/app.tsx',
        '<rootDir>/src/web/app/layout',
        '<rootDir>/src/web/app/routes/home.tsx',
        '<rootDir>/src/web/app/routes/shop.tsx',
        '<rootDir>/src/web/app/routes/creator-store.tsx',
        '<rootDir>/src/web/app/routes/seller-page.tsx',
        '<rootDir>/src/web/app/routes/not-found.tsx',
        '<rootDir>/src/web/components',
        '<rootDir>/src/web/lib',
        '<rootDir>/src/web/features/auth',
        '<rootDir>/src/web/features/cart',
        '<rootDir>/src/web/features/geo',
        '<rootDir>/src/web/app/routes/home',
        '<rootDir>/src/web/features/lists',
        '<rootDir>/src/web/features/stores-popup',
        '<rootDir>/src/web/features/profiles',
        '<rootDir>/src/web/features/catalog-sellers',
        '<rootDir>/src/web/features/stores-discovery',
        '<rootDir>/src/web/features/stores',
        '<rootDir>/src/web/features/grievances/components/operator-footer.tsx',
      ],
      exclude: ['**/*.test.ts', '**/*.test.tsx'],
    },
    // Everything the web app says, the contracts' validation messages included: loaded with any other screen.
    {
      path: '<rootDir>/src/web/locales/{locale}/all',
      include: ['<rootDir>/src/web', '<rootDir>/src/shared'],
      exclude: ['**/*.test.ts', '**/*.test.tsx'],
    },
    {
      path: '<rootDir>/src/server/locales/{locale}/messages',
      include: ['<rootDir>/src/server', '<rootDir>/src/shared'],
      exclude: ['**/*.test.ts', '<rootDir>/src/server/locales/**'],
    },
  ],
});
