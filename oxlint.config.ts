// The lint rules, each stated once. An override replaces a rule for the files it matches (oxlint does not merge
// `no-restricted-imports` across overrides), so each folder's list is composed here from the named restrictions
// below instead of restating them. The folders and their slices: docs/architecture.md.
import { defineConfig, type OxlintOverride } from 'oxlint';

type Pattern = { group: string[]; message: string; allowTypeImports?: boolean } | { regex: string; message: string };

const restrict = {
  sharedIsPure: {
    group: ['#server/*', '#web/*', '**/server/**', '**/web/**'],
    message: 'src/shared is pure: it must not import from server or web.',
  },
  sharedHasNoRuntime: {
    group: [
      'node:*',
      'react',
      'react-dom',
      'react/*',
      'drizzle-orm',
      'drizzle-orm/*',
      'hono',
      'hono/*',
      'pg',
      '@electric-sql/*',
    ],
    message: 'src/shared is pure TypeScript: no DOM, Node, ORM or framework imports.',
  },
  serverNotWeb: {
    group: ['#web/*', '**/web/**', 'react', 'react-dom', 'react/*'],
    message: 'The server must not import web code.',
  },
  queriesInRepositories: {
    group: ['drizzle-orm', 'drizzle-orm/*', '**/*.schema.ts', '**/*.queries.ts', '**/db/schema.ts'],
    allowTypeImports: true,
    message:
      "Only a feature's *.repository.ts files run queries, with the fragments of *.queries.ts (one owner per table, " +
      'decision 032): put the query in the repository and call it from here.',
  },
  othersRepositories: {
    group: ['../*/*.repository.ts', '#server/features/*/*.repository.ts'],
    message:
      "Another feature's tables are reached through its service, never its repository (one owner per table, " +
      'decision 032). A query fragment it shares lives in its *.queries.ts.',
  },
  libBelowFeatures: {
    group: ['#server/features/*', '#server/app.ts', '**/features/**'],
    message: 'server/lib sits below features.',
  },
  libHasNoQueries: {
    group: ['drizzle-orm', 'drizzle-orm/*', '**/db/schema.ts'],
    allowTypeImports: true,
    message:
      'server/lib runs no queries: they belong to the slice that owns the table (its repository or *.queries.ts).',
  },
  webTypesOfServer: {
    group: ['#server/*', '**/server/**'],
    allowTypeImports: true,
    message: 'The web may import from the server only with `import type`.',
  },
  webNoServerModules: {
    group: ['node:*', 'drizzle-orm', 'drizzle-orm/*', 'pg', '@electric-sql/*', 'pino'],
    message: 'Server-only modules must not be imported by the web bundle.',
  },
  webLibBelowFeatures: {
    group: ['#web/features/*', '#web/app/*', '**/features/**', '**/app/**'],
    message: 'web/lib and web/components sit below features and app.',
  },
  featuresBelowApp: {
    group: ['#web/app/*', '**/app/**'],
    message: 'Features sit below the app layer.',
  },
  featuresMeetThroughPublic: {
    group: ['#web/features/*/**', '!#web/features/*/public.ts'],
    message:
      'Another feature is reached only through its public.ts (#web/features/<name>/public.ts), and your own feature ' +
      'with relative imports. Move what several features share to web/lib or web/components, or compose the ' +
      'features in web/app (decision 034).',
  },
} satisfies Record<string, Pattern>;

/** A relative import climbing `depth` folders out of a feature file lands in another feature. */
const leavesFeature = (depth: number): Pattern => ({
  regex: `^(\\.\\./){${depth}}[^./][^/]*/`,
  message:
    'A relative import may not leave its feature for another one: import #web/features/<name>/public.ts instead ' +
    '(decision 034).',
});

const lucideIcons = {
  name: 'lucide-react',
  allowTypeImports: true,
  message:
    'Import each icon on its own, from lucide-react/icons/<name>: through the package\u2019s index every icon would ' +
    'look needed by every screen that uses one (decision 030).',
};

const imports = (files: string[], patterns: Pattern[], paths: (typeof lucideIcons)[] = []): OxlintOverride => ({
  files,
  rules: { 'no-restricted-imports': ['error', { patterns, ...(paths.length ? { paths } : {}) }] },
});

const web = [restrict.webTypesOfServer, restrict.webNoServerModules];
const feature = [restrict.featuresBelowApp, restrict.featuresMeetThroughPublic, ...web];
const tests = ['**/*.test.ts', '**/*.test.tsx', 'tests/**', 'scripts/**', 'bench/**'];

export default defineConfig({
  plugins: ['typescript', 'react', 'import', 'unicorn', 'vitest'],
  categories: { correctness: 'error', suspicious: 'warn' },
  env: { browser: true, node: true, es2024: true },
  ignorePatterns: ['dist/**', 'node_modules/**', 'drizzle/**', 'src/server/locales/**', 'src/web/locales/**'],
  rules: {
    'no-console': ['error', { allow: ['warn', 'error'] }],
    'import/no-cycle': 'error',
    'import/no-default-export': 'error',
    'react/react-in-jsx-scope': 'off',
    'typescript/no-explicit-any': 'error',
    'typescript/ban-ts-comment': ['error', { 'ts-expect-error': 'allow-with-description', 'ts-ignore': true }],
    'import/no-named-as-default-member': 'off',
    'import/no-unassigned-import': ['warn', { allow: ['**/*.css'] }],
    'react/no-unstable-nested-components': ['warn', { allowAsProps: true }],
    'vitest/expect-expect': ['error', { assertFunctionNames: ['expect', 'expect*'] }],
    // A source file says one thing: past 300 lines, split it by what it holds (tests and demo data excepted below).
    'max-lines': ['error', { max: 300, skipBlankLines: false, skipComments: false }],
  },
  overrides: [
    imports(['src/shared/**'], [restrict.sharedIsPure, restrict.sharedHasNoRuntime]),
    imports(['src/server/**'], [restrict.serverNotWeb]),
    imports(
      ['src/server/features/**'],
      [restrict.serverNotWeb, restrict.queriesInRepositories, restrict.othersRepositories],
    ),
    imports(
      [
        'src/server/features/**/*.repository.ts',
        'src/server/features/**/*.schema.ts',
        'src/server/features/**/*.queries.ts',
      ],
      [restrict.serverNotWeb, restrict.othersRepositories],
    ),
    imports(['src/server/**/*.test.ts'], [restrict.serverNotWeb]),
    imports(['src/server/lib/**'], [restrict.libBelowFeatures, restrict.libHasNoQueries, restrict.serverNotWeb]),
    imports(['src/web/**'], web, [lucideIcons]),
    imports(['src/web/lib/**', 'src/web/components/**'], [restrict.webLibBelowFeatures, ...web], [lucideIcons]),
    imports(['src/web/features/**'], feature, [lucideIcons]),
    ...[1, 2, 3].map((depth) =>
      imports(
        [`src/web/features${'/*'.repeat(depth + 1)}`],
        [...feature.slice(0, 2), leavesFeature(depth), ...web],
        [lucideIcons],
      ),
    ),
    {
      files: ['*.config.ts', ...tests],
      rules: { 'import/no-default-export': 'off', 'no-console': 'off' },
    },
    { files: [...tests, 'src/server/demo/demo-catalog.ts'], rules: { 'max-lines': 'off' } },
  ],
});
