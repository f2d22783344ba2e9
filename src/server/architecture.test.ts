// One owner per table (decision 032): a feature's repositories may read other features' tables in a join, but
// only the owner writes them. The lint (`.oxlintrc.json`) keeps queries in repositories; this keeps writes home.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const features = path.join(import.meta.dirname, 'features');

/** Every repository file of every feature, with the tables it imports from other features' schemas. */
function repositories() {
  return readdirSync(features).flatMap((feature) =>
    readdirSync(path.join(features, feature))
      .filter((file) => file.endsWith('.repository.ts'))
      .map((file) => {
        const source = readFileSync(path.join(features, feature, file), 'utf8');
        const foreign = [...source.matchAll(/import \{([^}]*)\} from '\.\.\/([a-z-]+)\/[a-z.-]+\.schema\.ts'/g)]
          .filter((match) => match[2] !== feature)
          .flatMap((match) => (match[1] ?? '').split(',').map((name) => name.trim().replace(/^type\s+/, '')))
          .filter(Boolean);
        return { file: `${feature}/${file}`, source, foreign };
      }),
  );
}

describe('one owner per table', () => {
  it('finds the repositories it checks', () => {
    expect(repositories().length).toBeGreaterThan(10);
  });

  it("never writes another feature's table from a repository", () => {
    const writes = repositories().flatMap(({ file, source, foreign }) =>
      foreign
        .filter((table) => new RegExp(`\\.(insert|update|delete)\\(\\s*${table}\\b`).test(source))
        .map((table) => `${file} writes ${table}`),
    );
    expect(writes).toEqual([]);
  });
});
