// The slice map in docs/architecture.md is the floor plan: every contracts file, endpoints file, server feature and
// web feature is named by a slice on it, each file it lists exists, and each slice owns exactly the tables its
// schema files declare.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.join(import.meta.dirname, '..', '..');
const NONE = '—';

interface Slice {
  name: string;
  tables: string[];
  contracts: string[];
  endpoints: string[];
  server: string[];
  web: string[];
}

/** A cell's names, none for a dash. */
const cells = (cell: string) =>
  cell.trim() === NONE
    ? []
    : cell
        .split(',')
        .map((name) => name.trim())
        .filter(Boolean);

/** The rows between the map's markers. */
function sliceMap(): Slice[] {
  const doc = readFileSync(path.join(root, 'docs/architecture.md'), 'utf8');
  const table = /<!-- slice-map:start -->\n([\s\S]*?)<!-- slice-map:end -->/.exec(doc)?.[1] ?? '';
  return table
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .map((line) => {
      const [name = '', tables = '', contracts = '', endpoints = '', server = '', web = ''] = line
        .split('|')
        .slice(1, -1)
        .map((cell) => cell.trim());
      return {
        name: name.replaceAll('`', ''),
        tables: cells(tables),
        contracts: cells(contracts),
        endpoints: cells(endpoints),
        server: cells(server),
        web: cells(web),
      };
    });
}

const sourceFiles = (folder: string, shared: string[]) =>
  readdirSync(path.join(root, folder))
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .map((file) => file.replace(/\.tsx?$/, ''))
    .filter((name) => !shared.includes(name));
const folders = (folder: string) =>
  readdirSync(path.join(root, folder), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

/** The tiers, each with what it holds now and what the map says it should. */
const tiers = [
  { tier: 'contracts', folder: 'src/shared/contracts', found: () => sourceFiles('src/shared/contracts', ['common']) },
  { tier: 'endpoints', folder: 'src/shared/endpoints', found: () => sourceFiles('src/shared/endpoints', ['define']) },
  { tier: 'server', folder: 'src/server/features', found: () => folders('src/server/features') },
  { tier: 'web', folder: 'src/web/features', found: () => folders('src/web/features') },
] as const;

/** The SQL names of the tables a server feature's schema files declare. */
function declaredTables(feature: string): string[] {
  const folder = path.join(root, 'src/server/features', feature);
  if (!existsSync(folder)) return [];
  return readdirSync(folder)
    .filter((file) => file.endsWith('.schema.ts'))
    .flatMap((file) => [...readFileSync(path.join(folder, file), 'utf8').matchAll(/pgTable\(\s*'([a-z_]+)'/g)])
    .map((match) => match[1] ?? '');
}

describe('the slice map', () => {
  const slices = sliceMap();

  it('lists every slice once', () => {
    expect(slices.length).toBeGreaterThanOrEqual(20);
    expect(new Set(slices.map((slice) => slice.name)).size).toBe(slices.length);
    expect(slices.map((slice) => slice.name)).toContain('ledger');
  });

  it.each(tiers)(
    'names every file or folder of $folder by a slice on the map, listed in its row',
    ({ tier, found }) => {
      const unmapped = found().flatMap((name) => {
        const owner = slices.find((slice) => slice[tier].includes(name));
        if (!owner) return [`${name} is in no row's ${tier} column`];
        return name === owner.name || name.startsWith(`${owner.name}-`)
          ? []
          : [`${name} is listed under ${owner.name} but not named by it`];
      });
      expect(unmapped).toEqual([]);
    },
  );

  it.each(tiers)('finds each of $folder that the map lists', ({ tier, found }) => {
    const present = new Set(found());
    const missing = slices.flatMap((slice) => slice[tier].filter((name) => !present.has(name)));
    expect(missing).toEqual([]);
  });

  it('gives a server feature the name of its slice', () => {
    expect(slices.flatMap((slice) => slice.server.filter((name) => name !== slice.name))).toEqual([]);
  });

  it('gives each slice exactly the tables its schema files declare', () => {
    const wrong = slices
      .map((slice) => ({
        slice: slice.name,
        map: slice.tables.toSorted(),
        schema: declaredTables(slice.name).toSorted(),
      }))
      .filter(({ map, schema }) => map.join() !== schema.join());
    expect(wrong).toEqual([]);
  });

  it('finds a table declared in every *.schema.ts (query fragments another repository may use are *.queries.ts)', () => {
    const features = path.join(root, 'src/server/features');
    const offenders = readdirSync(features).flatMap((feature) =>
      readdirSync(path.join(features, feature))
        .filter((file) => file.endsWith('.schema.ts'))
        .filter((file) => !/pgTable\(/.test(readFileSync(path.join(features, feature, file), 'utf8')))
        .map((file) => `${feature}/${file} declares no table`),
    );
    expect(offenders).toEqual([]);
  });
});
