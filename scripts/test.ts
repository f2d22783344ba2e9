// `npm test`: unit and server tests on PGlite, the server tests again on a
// PostgreSQL server when TEST_DATABASE_URL is set, then the end-to-end tests in
// Debian's Chromium against the built app. Ends with one "N passed, N failed" line.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';

const reportDir = '.tmp/test-reports';
rmSync(reportDir, { recursive: true, force: true });
mkdirSync(reportDir, { recursive: true });

interface Step {
  name: string;
  command: string[];
  env?: Record<string, string>;
  report?: { file: string; kind: 'vitest' | 'playwright' };
}

const steps: Step[] = [
  {
    name: 'unit and server tests (PGlite)',
    command: ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile=${reportDir}/vitest-pglite.json`],
    report: { file: `${reportDir}/vitest-pglite.json`, kind: 'vitest' },
  },
];
if (process.env.TEST_DATABASE_URL) {
  steps.push({
    name: 'server tests (PostgreSQL server)',
    command: [
      'vitest',
      'run',
      'src/server',
      '--reporter=default',
      '--reporter=json',
      `--outputFile=${reportDir}/vitest-postgres.json`,
    ],
    env: { TEST_DB: 'postgres' },
    report: { file: `${reportDir}/vitest-postgres.json`, kind: 'vitest' },
  });
} else {
  process.stdout.write('TEST_DATABASE_URL is not set: the server tests run on PGlite only.\n');
}
if (process.env.SKIP_E2E !== '1') {
  // Builds only when a source is newer than dist/web (CI has just built it).
  steps.push({ name: 'web build', command: ['node', 'scripts/build-web.ts'] });
  steps.push({
    name: 'end-to-end tests (Chromium)',
    command: ['playwright', 'test', '--reporter=list,json'],
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: `${reportDir}/playwright.json` },
    report: { file: `${reportDir}/playwright.json`, kind: 'playwright' },
  });
}

let passed = 0;
let failed = 0;
let broken = false;

function count(report: NonNullable<Step['report']>): { passed: number; failed: number } | null {
  try {
    const data = JSON.parse(readFileSync(report.file, 'utf8')) as Record<string, unknown>;
    if (report.kind === 'vitest') {
      return { passed: Number(data.numPassedTests ?? 0), failed: Number(data.numFailedTests ?? 0) };
    }
    const stats = data.stats as { expected?: number; unexpected?: number; flaky?: number };
    return { passed: (stats.expected ?? 0) + (stats.flaky ?? 0), failed: stats.unexpected ?? 0 };
  } catch {
    return null;
  }
}

for (const step of steps) {
  process.stdout.write(`\n▶ ${step.name}\n`);
  const [bin = '', ...args] = step.command;
  const result = spawnSync(bin, args, { stdio: 'inherit', env: { ...process.env, ...step.env } });
  const counted = step.report ? count(step.report) : null;
  if (counted) {
    passed += counted.passed;
    failed += counted.failed;
  }
  if (result.status !== 0) {
    broken = true;
    process.stdout.write(`✗ ${step.name} failed (exit ${result.status ?? result.signal})\n`);
    // A step can fail outside any test (a server that would not start): it still counts as a failure.
    if (!counted || counted.failed === 0) failed += 1;
    break;
  }
}

process.stdout.write(`\n${passed} passed, ${failed} failed\n`);
process.exit(broken || failed > 0 ? 1 : 0);
