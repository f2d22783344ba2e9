// What every benchmark shares: load with autocannon, start and stop a server process.
import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';

/**
 * What a production server needs to start (env.ts): its secrets and who runs it. The bench measures the app as
 * production runs it.
 */
export const PRODUCTION_ENV = {
  NODE_ENV: 'production',
  AUTH_SECRET: 'bench-secret-bench-secret-bench-secret',
  PAYOUT_DETAILS_KEY: 'YmVuY2gta2V5LWJlbmNoLWtleS1iZW5jaC1rZXktMzI=',
  OPERATOR_LEGAL_NAME: 'Bench Marketplace Operations LLP',
  OPERATOR_ADDRESS: '1 Bench Lane, Koramangala, Bengaluru, Karnataka 560034',
  OPERATOR_EMAIL: 'care@bench.test',
  OPERATOR_PHONE: '+91 80 0000 0001',
  OPERATOR_GSTIN: '29AAHCH7716R1ZO',
  OPERATOR_TAN: 'BLRB12345B',
  GRIEVANCE_OFFICER_NAME: 'Bench Officer',
  GRIEVANCE_OFFICER_EMAIL: 'grievance@bench.test',
  GRIEVANCE_OFFICER_PHONE: '+91 80 0000 0002',
} as const;

export const DURATION_S = Number(process.env.BENCH_DURATION ?? 5);

export interface Figures {
  requestsPerSecond: number;
  p99Ms: number;
  errors: number;
}

export async function measure(
  url: string,
  connections: number,
  headers: Record<string, string> = {},
): Promise<Figures> {
  // A short warm-up so the JIT and the database connection are settled.
  await autocannon({ url, connections, headers, duration: 1 });
  const result = await autocannon({ url, connections, headers, duration: DURATION_S });
  return {
    requestsPerSecond: result.requests.average,
    p99Ms: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

/** The server as `npm start` runs it: its build (`npm run build`, decision 081). */
export const SERVER_SCRIPT = 'dist/server/index.js';
/** The Node flags `npm start` gives the server (package.json), so the bench measures the server as it runs. */
export const serverNodeFlags = (
  JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: { start: string } }
).scripts.start
  .split(/\s+/)
  .filter((word) => word.startsWith('--'));

/** What a Haat server on the bench needs beyond its data (`SEED_DEMO`, `DATABASE_URL`): its port, production env and info logs. */
export const haatServerEnv = (port: number, dataDir: string): Record<string, string> => ({
  PORT: String(port),
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  ...PRODUCTION_ENV,
  LOG_LEVEL: 'info',
});

/** POSTs JSON as a signed-in account (the cookie from signIn) and returns the created thing's id; anything but 2xx throws. */
export async function postJson(
  base: string,
  origin: string,
  cookie: string,
  pathname: string,
  body: unknown,
): Promise<{ id: string }> {
  const response = await fetch(`${base}${pathname}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin, cookie },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${pathname} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as { id: string };
}

/** Starts a script (Haat's server with its `npm start` flags) and resolves with the port it listens on. */
export function start(script: string, env: Record<string, string>): Promise<{ child: ChildProcess; port: number }> {
  return new Promise((resolve, reject) => {
    const nodeFlags = script === SERVER_SCRIPT ? serverNodeFlags : [];
    const child = spawn(process.execPath, [...nodeFlags, script], {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let buffer = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      buffer += chunk.toString();
      const bare = /listening (\d+)/.exec(buffer);
      // Haat listens before its app has loaded (decision 075): it is measured once the app is ready.
      const haat = buffer.includes('the app is ready') ? /"port":(\d+)/.exec(buffer) : null;
      const match = bare ?? haat;
      if (match?.[1]) {
        child.stdout?.removeAllListeners('data');
        child.stdout?.resume();
        resolve({ child, port: Number(match[1]) });
      }
    });
    child.once('exit', (code) => reject(new Error(`${script} exited with ${code}`)));
  });
}

export async function stop(child: ChildProcess) {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/** Signs a demo account in (password haat-demo-2026): the session cookie to send. */
export async function signIn(base: string, origin: string, email: string): Promise<string> {
  const response = await fetch(`${base}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({ email, password: 'haat-demo-2026' }),
  });
  if (!response.ok) throw new Error(`bench sign-in as ${email} answered ${response.status}`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}
