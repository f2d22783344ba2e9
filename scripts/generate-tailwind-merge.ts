// Writes src/web/lib/tailwind-merge-config.generated.ts: tailwind-merge's default configuration cut down to the
// class groups the app's source uses (decision 030). The default configuration knows every Tailwind class and
// costs 6.5 KiB gzipped in the first page's scripts; the app uses about a third of its groups. For a class of a
// kept group the cut configuration resolves the same group (validators keep their order, and nothing the full
// configuration would have preferred is left), and src/web/lib/cn.test.ts checks every pair of the source's
// classes against the full twMerge. Run `npm run generate:tailwind-merge` after using a new kind of class
// (that test says when).
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { getDefaultConfig, validators } from 'tailwind-merge';

export const GENERATED_FILE = 'src/web/lib/tailwind-merge-config.generated.ts';
const require = createRequire(import.meta.url);
/** The package's folder (its exports map names neither its package.json nor its ES module bundle's path). */
const packageDir = path.resolve(path.dirname(require.resolve('tailwind-merge')), '..');

/**
 * Every whitespace-separated word in the string literals of the web app's source: its Tailwind classes among them.
 * The folder is read as it is on disk (no git needed: the tests run from an exported tree too); the message catalogs,
 * which hold people's words rather than classes, and the tests with their helpers (src/web/testing), which style
 * nothing, are left out.
 */
export function sourceClassWords(root = process.cwd()): string[] {
  const files = readdirSync(path.join(root, 'src/web'), { recursive: true, encoding: 'utf8' })
    .map((file) => path.join('src/web', file))
    .filter(
      (file) =>
        /\.tsx?$/.test(file) &&
        !file.endsWith('.generated.ts') &&
        !/\.test\.tsx?$/.test(file) &&
        !file.startsWith(path.join('src/web', 'locales')) &&
        !file.startsWith(path.join('src/web', 'testing')),
    )
    .toSorted();
  const words = new Set<string>();
  for (const file of files) {
    const source = readFileSync(path.join(root, file), 'utf8');
    for (const literal of source.matchAll(/(['"`])((?:(?!\1)[^\\\n]|\\.)*)\1/g)) {
      for (const word of (literal[2] ?? '').split(/\s+/)) if (word) words.add(word);
    }
  }
  return [...words].toSorted();
}

/** tailwind-merge's own class-group lookup, which the package does not export: read from its bundle. */
function classGroupLookup(): (className: string) => string | undefined {
  const bundle = readFileSync(path.join(packageDir, 'dist/bundle-mjs.mjs'), 'utf8');
  const body = bundle.replace(/^export \{[^}]*\};?\s*$/m, '');
  const make = new Function(`${body}\nreturn createClassGroupUtils(getDefaultConfig());`) as () => {
    getClassGroupId: (name: string) => string | undefined;
  };
  return make().getClassGroupId;
}

/**
 * The classes the words name without what does not change their group: modifiers (`md:`, `hover:`), the `!`
 * mark, a negative value's `-`, and a postfix such as an opacity (`/40`), tried with and without it.
 */
function classNames(words: string[]): Set<string> {
  const names = new Set<string>();
  for (const word of words) {
    const base = word
      .slice(word.lastIndexOf(':') + 1)
      .replace(/^!|!$/g, '')
      .replace(/^-(?=.)/, '');
    names.add(base);
    if (base.includes('/')) names.add(base.slice(0, base.lastIndexOf('/')));
  }
  return names;
}

/** The class groups the names belong to (arbitrary properties such as `[overflow-wrap:anywhere]` need none). */
function usedClassGroups(names: Set<string>): Set<string> {
  const groupOf = classGroupLookup();
  const used = new Set<string>();
  for (const name of names) {
    const group = groupOf(name);
    if (group && !group.startsWith('arbitrary..')) used.add(group);
  }
  return used;
}

/**
 * A group's definitions without the fixed class names nobody uses (a display value no screen uses, say). Validators
 * and theme scales stay whole, and stay in order, so a used class resolves to the same group as before.
 */
function withUsedNames(definitions: readonly unknown[], prefix: string, names: Set<string>): unknown[] {
  const kept: unknown[] = [];
  for (const definition of definitions) {
    if (typeof definition === 'string') {
      const name = definition === '' ? prefix : prefix ? `${prefix}-${definition}` : definition;
      if (names.has(name)) kept.push(definition);
    } else if (typeof definition === 'function') {
      kept.push(definition);
    } else if (definition && typeof definition === 'object') {
      const parts = Object.entries(definition)
        .map(
          ([part, inner]) =>
            [part, withUsedNames(inner as unknown[], prefix ? `${prefix}-${part}` : part, names)] as const,
        )
        .filter(([, inner]) => inner.length > 0);
      if (parts.length > 0) kept.push(Object.fromEntries(parts));
    }
  }
  return kept;
}

const validatorNames = new Map<unknown, string>(Object.entries(validators).map(([name, fn]) => [fn, name]));

function printValue(value: unknown): string {
  if (typeof value === 'string') return JSON.stringify(value);
  if (typeof value === 'function') {
    const themeKey = (value as { themeKey?: string }).themeKey;
    if ((value as { isThemeGetter?: boolean }).isThemeGetter && themeKey)
      return `fromTheme(${JSON.stringify(themeKey)})`;
    const name = validatorNames.get(value);
    if (!name)
      throw new Error(
        `a function in tailwind-merge's default configuration is not one of its validators: ${String(value)}`,
      );
    return name;
  }
  if (Array.isArray(value)) return `[${value.map(printValue).join(', ')}]`;
  if (value && typeof value === 'object')
    return `{ ${Object.entries(value)
      .map(([key, inner]) => `${JSON.stringify(key)}: ${printValue(inner)}`)
      .join(', ')} }`;
  throw new Error(`unexpected value in tailwind-merge's default configuration: ${String(value)}`);
}

/** A configuration field: one line per theme scale and per class group, so a regenerated file's diff reads as groups added or removed. */
function printField(value: unknown): string {
  if (typeof value === 'number') return String(value);
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    return `{\n${Object.entries(value)
      .map(([key, inner]) => `    ${JSON.stringify(key)}: ${printValue(inner)},`)
      .join('\n')}\n  }`;
  }
  return printValue(value);
}

/** Theme keys a value refers to (through fromTheme). */
function themeKeys(value: unknown, into: Set<string>): Set<string> {
  const themeKey = typeof value === 'function' ? (value as { themeKey?: string }).themeKey : undefined;
  if (themeKey) into.add(themeKey);
  else if (Array.isArray(value)) for (const item of value) themeKeys(item, into);
  else if (value && typeof value === 'object') for (const item of Object.values(value)) themeKeys(item, into);
  return into;
}

export function generateConfigSource(words = sourceClassWords()): string {
  const full = getDefaultConfig() as unknown as {
    cacheSize: number;
    theme: Record<string, unknown>;
    classGroups: Record<string, unknown>;
    conflictingClassGroups: Record<string, readonly string[]>;
    conflictingClassGroupModifiers: Record<string, readonly string[]>;
    orderSensitiveModifiers: readonly string[];
    postfixLookupClassGroups?: readonly string[];
  };
  const names = classNames(words);
  const used = usedClassGroups(names);
  // The default configuration's order, which decides between groups whose validators both match.
  const groups = Object.keys(full.classGroups).filter((group) => used.has(group));
  const keep = <T>(record: Record<string, T>, map: (value: T) => unknown = (value) => value) =>
    Object.fromEntries(
      Object.entries(record)
        .filter(([group]) => used.has(group))
        .map(([group, value]) => [group, map(value)]),
    );
  const onlyUsed = (list: readonly string[]) => list.filter((group) => used.has(group));
  const classGroups = Object.fromEntries(
    groups.map((group) => [group, withUsedNames(full.classGroups[group] as unknown[], '', names)]),
  );
  const keys = themeKeys(classGroups, new Set());
  // Theme scales may refer to other scales (a Set's iteration also visits what is added on the way).
  for (const key of keys) themeKeys(full.theme[key], keys);
  const theme = Object.fromEntries(Object.entries(full.theme).filter(([key]) => keys.has(key)));
  const config = {
    cacheSize: full.cacheSize,
    theme,
    classGroups,
    conflictingClassGroups: keep(full.conflictingClassGroups, onlyUsed),
    conflictingClassGroupModifiers: keep(full.conflictingClassGroupModifiers, onlyUsed),
    orderSensitiveModifiers: full.orderSensitiveModifiers,
    postfixLookupClassGroups: onlyUsed(full.postfixLookupClassGroups ?? []),
  };
  const version = (JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8')) as { version: string })
    .version;
  const entries = Object.entries(config).map(([key, value]) => `  ${key}: ${printField(value)},`);
  return [
    `// Generated by scripts/generate-tailwind-merge.ts from tailwind-merge ${version}'s default configuration: only the`,
    `// ${groups.length} class groups the app's source uses (of ${Object.keys(full.classGroups).length}). Do not edit; run \`npm run generate:tailwind-merge\`.`,
    `import { fromTheme, validators } from 'tailwind-merge';`,
    '',
    `const { ${[...validatorNames.values()]
      .filter((name) => new RegExp(`\\b${name}\\b`).test(entries.join('\n')))
      .toSorted()
      .join(', ')} } = validators;`,
    '',
    'export const tailwindMergeConfig = {',
    ...entries,
    '};',
    '',
  ].join('\n');
}

/** The file as it is now, to compare with what the generator would write. */
export const writtenConfigSource = () => readFileSync(GENERATED_FILE, 'utf8');

if (import.meta.main) {
  writeFileSync(GENERATED_FILE, generateConfigSource());
  console.log(`wrote ${GENERATED_FILE}`);
}
