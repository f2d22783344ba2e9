import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { publicFile } from './public-files.ts';

const featuresDir = path.resolve('src/web/features');
const publicFiles = readdirSync(featuresDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => path.join(featuresDir, entry.name, 'public.ts'))
  .filter((file) => existsSync(file));

// The build treats these files as free of side effects (decision 034): that holds only while they just re-export.
describe("features' public.ts files", () => {
  it('are found, and the build knows them', () => {
    expect(publicFiles.length).toBeGreaterThan(0);
    for (const file of publicFiles) expect(publicFile.test(file)).toBe(true);
  });

  it('only re-export names from their own feature', () => {
    for (const file of publicFiles) {
      const code = readFileSync(file, 'utf8')
        .replace(/\/\*[\s\S]*?\*\//g, '')
        .replace(/\/\/.*$/gm, '');
      const statements = code
        .split(';')
        .map((statement) => statement.trim())
        .filter(Boolean);
      for (const statement of statements)
        expect(statement, `${path.relative(process.cwd(), file)}: ${statement}`).toMatch(
          /^export (type )?\{[^}]*\} from '\.\/[^']+'$/,
        );
    }
  });
});
