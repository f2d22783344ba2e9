// The load of `npm run bench:processes`: wrk (a C load generator, Debian's `wrk`) when it is installed, as it
// leaves the servers the most of the machine's CPU; autocannon (Node, in this process) otherwise, or when
// BENCH_PROCESSES_LOAD=autocannon asks for it. Either way the same shape for one server and for two: two
// halves of the connections, each half on one server's port (both halves on the one server when there is one).
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import autocannon from 'autocannon';

export type Generator = 'wrk' | 'autocannon';

export interface Load {
  /** Ports of the server processes taking the load (one or two). */
  ports: number[];
  connections: number;
  seconds: number;
  /** The path every request asks for, when not `copies`. */
  path: string;
  /** Ask for `<handle>.1` … `<handle>.<count>` in turn instead: the store's copies (see processes.ts). */
  copies?: { handle: string; count: number };
}

export interface LoadFigures {
  requests: number;
  requestsPerSecond: number;
  errors: number;
  p99Ms: number;
}

/** wrk when it is on the PATH (and not turned down), else autocannon. */
export function chooseGenerator(wanted = process.env.BENCH_PROCESSES_LOAD): Generator {
  if (wanted === 'autocannon') return 'autocannon';
  const found = spawnSync('wrk', ['--version'], { stdio: 'ignore' });
  return found.error ? 'autocannon' : 'wrk';
}

const copyPath = (handle: string, copy: number) => `/api/stores/by-handle/${handle}.${copy}/products`;

/** Each half starts this far on in the copies, so the two never ask for the same copy close together. */
const strideOf = (count: number) => Math.floor(count / 2);

function runWrk(load: Load): Promise<LoadFigures> {
  // Two threads whether there are one or two servers: thread i takes the i-th port in turn (wrk.lua).
  const ports = load.ports.length === 1 ? [load.ports[0], load.ports[0]] : load.ports;
  const args = [
    '--threads',
    '2',
    '--connections',
    String(load.connections),
    '--duration',
    `${load.seconds}s`,
    '--script',
    path.resolve('bench/processes/wrk.lua'),
    `http://127.0.0.1:${load.ports[0]}${load.path}`,
  ];
  const env: Record<string, string> = { ...process.env, WRK_PORTS: ports.join(',') } as Record<string, string>;
  if (load.copies) {
    env.WRK_COPIES = String(load.copies.count);
    env.WRK_HANDLE = load.copies.handle;
    env.WRK_STRIDE = String(strideOf(load.copies.count));
  }
  return new Promise((resolve, reject) => {
    const child = spawn('wrk', args, { env, stdio: ['ignore', 'pipe', 'inherit'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.once('error', reject);
    child.once('exit', (code) => {
      const line = /^wrk-json (.*)$/m.exec(output)?.[1];
      if (code !== 0 || !line) {
        reject(new Error(`wrk exited with ${code}:\n${output}`));
        return;
      }
      const figures = JSON.parse(line) as { requests: number; durationUs: number; errors: number; p99Us: number };
      resolve({
        requests: figures.requests,
        requestsPerSecond: figures.requests / (figures.durationUs / 1e6),
        errors: figures.errors,
        p99Ms: figures.p99Us / 1000,
      });
    });
  });
}

async function runAutocannon(load: Load): Promise<LoadFigures> {
  const halves = load.ports.length === 1 ? [load.ports[0], load.ports[0]] : load.ports;
  const results = await Promise.all(
    halves.map((port, half) => {
      let sent = half * (load.copies ? strideOf(load.copies.count) : 0);
      const copies = load.copies;
      return autocannon({
        url: `http://127.0.0.1:${port}`,
        connections: Math.ceil(load.connections / halves.length),
        duration: load.seconds,
        requests: [
          {
            method: 'GET',
            path: load.path,
            ...(copies
              ? {
                  setupRequest: (request) => {
                    sent += 1;
                    return { ...request, path: copyPath(copies.handle, (sent % copies.count) + 1) };
                  },
                }
              : {}),
          },
        ],
      });
    }),
  );
  return {
    requests: results.reduce((sum, result) => sum + result.requests.total, 0),
    requestsPerSecond: results.reduce((sum, result) => sum + result.requests.total / result.duration, 0),
    errors: results.reduce((sum, result) => sum + result.errors + result.non2xx, 0),
    p99Ms: Math.max(...results.map((result) => result.latency.p99)),
  };
}

export function runLoad(generator: Generator, load: Load): Promise<LoadFigures> {
  return generator === 'wrk' ? runWrk(load) : runAutocannon(load);
}
