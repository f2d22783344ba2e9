// Where the machine's CPU went during a load, read from /proc (Linux): the server processes' own CPU time (all
// their threads, garbage collection included), the PostgreSQL backends serving them when PostgreSQL runs on this
// machine, and how busy the whole machine was (load generator, PostgreSQL, other work and the kernel included).
// Elsewhere every figure is null and the bench says so.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import os from 'node:os';

/** Clock ticks per second of /proc's CPU times (USER_HZ; 100 on nearly every Linux). */
const ticksPerSecond = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  } catch {
    return 100;
  }
})();

/** A process's user + system CPU ticks, or null when /proc does not show it. */
function processTicks(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command (which may hold spaces) start at the state, field 3; utime and stime are 14 and 15.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return null;
  }
}

const isPostgres = (pid: number) => {
  try {
    return readFileSync(`/proc/${pid}/comm`, 'utf8').startsWith('postgres');
  } catch {
    return false;
  }
};

/** The machine's busy and total ticks over all its CPUs (the `cpu` line of /proc/stat). */
function machineTicks(): { busy: number; total: number } | null {
  try {
    const line = readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '';
    const values = line.trim().split(/\s+/).slice(1, 9).map(Number);
    const total = values.reduce((sum, value) => sum + value, 0);
    const idle = (values[3] ?? 0) + (values[4] ?? 0);
    return { busy: total - idle, total };
  } catch {
    return null;
  }
}

export interface CpuShare {
  /** CPU the server processes used, in cores (1 = one core the whole time). */
  serverCores: number | null;
  /** CPU the PostgreSQL backends serving them used, in cores; null when they are not on this machine. */
  postgresCores: number | null;
  /** CPU this bench process used (with wrk: reading the servers' access logs, one line a request), in cores. */
  benchCores: number;
  /** The share of all the machine's cores that was busy, 0–1. */
  machineBusy: number | null;
}

/**
 * Starts counting; the returned function stops and tells the shares since. `postgresPids` lists the backends
 * serving the bench's database (asked at the start and at the end: a backend opened meanwhile counts from its birth).
 */
export function countCpu(serverPids: number[], postgresPids: () => Promise<number[]>) {
  const startedAt = performance.now();
  const machineBefore = machineTicks();
  const benchBefore = process.cpuUsage();
  const serversBefore = serverPids.map(processTicks);
  const backendsBefore = new Map<number, number>();
  const ready = postgresPids().then((pids) => {
    for (const pid of pids.filter(isPostgres)) backendsBefore.set(pid, processTicks(pid) ?? 0);
  });
  return async (): Promise<CpuShare> => {
    await ready;
    const seconds = (performance.now() - startedAt) / 1000;
    const machineAfter = machineTicks();
    const bench = process.cpuUsage(benchBefore);
    const serversAfter = serverPids.map(processTicks);
    const backends = (await postgresPids()).filter(isPostgres);
    const cores = (ticks: number) => ticks / ticksPerSecond / seconds;
    const serverTicks = serversAfter.every((ticks) => ticks !== null)
      ? serversAfter.reduce<number>((sum, ticks, index) => sum + (ticks ?? 0) - (serversBefore[index] ?? 0), 0)
      : null;
    return {
      serverCores: serverTicks === null ? null : cores(serverTicks),
      postgresCores:
        backends.length === 0
          ? null
          : cores(backends.reduce((sum, pid) => sum + (processTicks(pid) ?? 0) - (backendsBefore.get(pid) ?? 0), 0)),
      benchCores: (bench.user + bench.system) / 1e6 / seconds,
      machineBusy:
        machineBefore && machineAfter
          ? (machineAfter.busy - machineBefore.busy) / (machineAfter.total - machineBefore.total)
          : null,
    };
  };
}

export const cores = os.availableParallelism();
