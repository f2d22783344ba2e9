// `lingui compile` compiles every catalog; the web's are compiled by the vite plugin when imported, so its
// TypeScript copies would only go stale (decision 047).
import { rmSync } from 'node:fs';
import { LOCALES } from '../src/shared/i18n/locales.ts';

for (const locale of LOCALES)
  for (const catalog of ['messages', 'all']) rmSync(`src/web/locales/${locale}/${catalog}.ts`, { force: true });
