// A PGlite server killed with SIGKILL and started again on its data directory: how soon it answers its liveness
// check (GET /api/health), how soon it is ready (GET /api/health/ready), and its first checkout's latency after
// that. Times are from the spawn of the new process; the process test checks what it answers meanwhile.
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { haatServerEnv, SERVER_SCRIPT, serverNodeFlags } from './harness.ts';

export interface RestartFigures {
  healthyMs: number;
  readyMs: number;
  firstCheckoutMs: number;
  status: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Kills the process on `dataDir` (SIGKILL), starts a new one and measures it; stops it after. */
export async function restartAfterKill(
  dataDir: string,
  port: number,
  origin: string,
  orderBody: string,
): Promise<RestartFigures> {
  const launch = () =>
    spawn(process.execPath, [...serverNodeFlags, SERVER_SCRIPT], {
      env: { ...process.env, ...haatServerEnv(port, dataDir) },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
  const healthy = async () => {
    for (;;) {
      try {
        if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return;
      } catch {
        // Not listening yet.
      }
      await sleep(10);
    }
  };
  const first = launch();
  await healthy();
  first.kill('SIGKILL');
  await new Promise((resolve) => first.once('exit', resolve));

  const spawned = performance.now();
  const again = launch();
  await healthy();
  const healthyMs = performance.now() - spawned;
  // Ready as a load balancer sees it: GET /api/health/ready answers 200 (the app loaded, the PIN code directory in).
  for (;;) {
    const answer = await fetch(`http://127.0.0.1:${port}/api/health/ready`).catch(() => null);
    if (answer?.ok) break;
    await sleep(10);
  }
  const readyMs = performance.now() - spawned;
  const before = performance.now();
  const placed = await fetch(`http://127.0.0.1:${port}/api/orders`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin, 'idempotency-key': randomUUID() },
    body: orderBody,
  });
  const firstCheckoutMs = performance.now() - before;
  again.kill('SIGTERM');
  await new Promise((resolve) => again.once('exit', resolve));
  return { healthyMs, readyMs, firstCheckoutMs, status: placed.status };
}

export const formatRestart = (figures: RestartFigures) =>
  `PGlite after kill -9: healthy ${figures.healthyMs.toFixed(0)} ms after the new process started, ready at ` +
  `${figures.readyMs.toFixed(0)} ms; the first checkout then answered ${figures.status} in ${figures.firstCheckoutMs.toFixed(0)} ms\n`;
