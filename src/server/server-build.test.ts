import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SERVER_EXTERNAL } from '../../scripts/server-external.ts';
import { projectRoot } from './lib/project-root.ts';

/** The packages the server's own code imports with `import()`, outside its tests. */
function lazilyImportedPackages(): string[] {
  const found = new Set<string>();
  for (const root of ['src/server', 'src/shared']) {
    for (const file of readdirSync(path.join(projectRoot, root), { recursive: true, encoding: 'utf8' })) {
      if (!file.endsWith('.ts') || file.endsWith('.test.ts') || file.startsWith('testing')) continue;
      const code = readFileSync(path.join(projectRoot, root, file), 'utf8');
      for (const [, specifier] of code.matchAll(/\bimport\(\s*'([^'.#][^']*)'\s*\)/g)) {
        if (specifier && !specifier.startsWith('node:'))
          found.add(
            specifier
              .split('/')
              .slice(0, specifier.startsWith('@') ? 2 : 1)
              .join('/'),
          );
      }
    }
  }
  return [...found].toSorted();
}

describe("the server's build (decision 081)", () => {
  it('leaves every package the server imports lazily to Node, which gives a CommonJS package its named exports', () => {
    const lazy = lazilyImportedPackages();
    expect(lazy).toContain('@zxcvbn-ts/language-common');
    expect(lazy.filter((name) => !SERVER_EXTERNAL.includes(name))).toEqual([]);
  });
});
