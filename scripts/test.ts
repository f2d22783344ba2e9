// `npm test`: unit and server tests on PGlite, the server tests again on a PostgreSQL server when
// TEST_DATABASE_URL is set, then the end-to-end tests in Debian's Chromium against the built app: the phone-sized
// and the desktop-sized journeys at the same time, each against its own app, mail server and data. Prints each
// step's duration, and ends with one "N passed, N failed" line.
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { createInterface } from 'node:readline';

const reportDir = '.tmp/test-reports';
rmSync(reportDir, { recursive: true, force: true });
mkdirSync(reportDir, { recursive: true });

interface Run {
  name: string;
  command: string[];
  env?: Record<string, string>;
  report?: { file: string; kind: 'vitest' | 'playwright' };
}

/** A step's runs start together; the next step starts when all of them have ended. */
const steps: Run[][] = [
  [
    {
      name: 'unit and server tests (PGlite)',
      command: [
        'vitest',
        'run',
        '--reporter=default',
        '--reporter=json',
        `--outputFile=${reportDir}/vitest-pglite.json`,
      ],
      report: { file: `${reportDir}/vitest-pglite.json`, kind: 'vitest' },
    },
  ],
];
if (process.env.TEST_DATABASE_URL) {
  steps.push([
    {
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
    },
  ]);
} else {
  process.stdout.write('TEST_DATABASE_URL is not set: the server tests run on PGlite only.\n');
}
if (process.env.SKIP_E2E !== '1') {
  // Builds the web app and the server only when a source is newer than their build (CI has just built them).
  steps.push([{ name: 'build', command: ['node', 'scripts/build.ts'] }]);
  // The demo marketplace the four end-to-end apps start on copies of, migrated and seeded once (kept in .tmp for the
  // next run while the server's sources stay the same). Made beside the PostgreSQL run when there is one, whose
  // workers mostly wait for the database.
  const demoData: Run = { name: 'end-to-end demo data', command: ['node', 'tests/e2e/support/demo-data.ts'] };
  const postgresStep = steps.find((step) => step.some((run) => run.env?.TEST_DB === 'postgres'));
  if (postgresStep) postgresStep.push(demoData);
  else steps.push([demoData]);
  // Each screen size gets its own app (and relay), mail server and data directory, ten ports apart, so the two
  // runs share nothing but the built app; each still runs its journeys one after another (playwright.config.ts).
  // Splitting them further (four runs with --shard) took 630 s against 469 here: the journeys keep 2 cores busy.
  const port = Number(process.env.E2E_PORT ?? 3199);
  const smtpPort = Number(process.env.E2E_SMTP_PORT ?? 2526);
  steps.push(
    ['mobile', 'desktop'].map((project, index) => ({
      name: `end-to-end tests, ${project} (Chromium)`,
      command: [
        'playwright',
        'test',
        `--project=${project}`,
        `--output=test-results/${project}`,
        '--reporter=list,json',
      ],
      env: {
        E2E_PORT: String(port - 10 * index),
        E2E_SMTP_PORT: String(smtpPort + 10 * index),
        // The UPI journey's gateway and app run with the desktop-sized journeys only (its phone test sets its own size).
        E2E_PAYMENTS: project === 'desktop' ? 'on' : 'off',
        PLAYWRIGHT_JSON_OUTPUT_NAME: `${reportDir}/playwright-${project}.json`,
      },
      report: { file: `${reportDir}/playwright-${project}.json`, kind: 'playwright' as const },
    })),
  );
}

function count(report: NonNullable<Run['report']>): { passed: number; failed: number } | null {
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

const seconds = (since: number) => Math.round((performance.now() - since) / 1000);

/** Runs one command; beside another, each of its lines is prefixed with its name. */
function execute(run: Run, prefixed: boolean): Promise<{ code: number | null; seconds: number }> {
  const started = performance.now();
  const [bin = '', ...args] = run.command;
  const child = spawn(bin, args, {
    stdio: prefixed ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    env: { ...process.env, ...run.env },
  });
  if (prefixed) {
    for (const [stream, out] of [
      [child.stdout, process.stdout],
      [child.stderr, process.stderr],
    ] as const) {
      if (stream) createInterface({ input: stream }).on('line', (line) => out.write(`[${run.name}] ${line}\n`));
    }
  }
  return new Promise((resolve) => {
    child.on('close', (code) => resolve({ code, seconds: seconds(started) }));
    child.on('error', () => resolve({ code: 1, seconds: seconds(started) }));
  });
}

let passed = 0;
let failed = 0;
let broken = false;
const timings: string[] = [];
const startedAll = performance.now();

for (const step of steps) {
  const parallel = step.length > 1;
  for (const run of step) process.stdout.write(`\n▶ ${run.name}\n`);
  const started = performance.now();
  const results = await Promise.all(step.map((run) => execute(run, parallel)));
  step.forEach((run, index) => {
    const result = results[index] ?? { code: 1, seconds: 0 };
    timings.push(`${String(result.seconds).padStart(5)} s  ${run.name}`);
    const counted = run.report ? count(run.report) : null;
    if (counted) {
      passed += counted.passed;
      failed += counted.failed;
    }
    if (result.code !== 0) {
      broken = true;
      process.stdout.write(`✗ ${run.name} failed (exit ${result.code})\n`);
      // A run can fail outside any test (a server that would not start): it still counts as a failure.
      if (!counted || counted.failed === 0) failed += 1;
    }
  });
  if (parallel) timings.push(`${String(seconds(started)).padStart(5)} s  (those ${step.length} side by side)`);
  if (broken) break;
}

process.stdout.write(`\nDurations:\n${timings.join('\n')}\n${String(seconds(startedAll)).padStart(5)} s  in all\n`);
process.stdout.write(`\n${passed} passed, ${failed} failed\n`);
process.exit(broken || failed > 0 ? 1 : 0);
