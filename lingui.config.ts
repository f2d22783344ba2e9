import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

/*
 * Haat's message catalogs (decision 047). English is the source language: its texts are the ones in the code, and
 * the spec's exact texts stay exactly as they are. Hindi is written in Devanagari.
 *
 * - src/web/locales: the web app's texts. The browser loads the Hindi catalog only for a Hindi page.
 * - src/server/locales: texts the server renders (errors, mail, link previews), compiled to TypeScript (`npm run i18n`)
 *   because Node runs that code without a build.
 */
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'hi'],
  fallbackLocales: false,
  format: formatter({ lineNumbers: false }),
  catalogs: [
    {
      path: '<rootDir>/src/web/locales/{locale}/messages',
      // The contracts' validation messages show in the browser's forms too.
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
