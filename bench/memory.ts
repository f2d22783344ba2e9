// The server's resident memory, read from outside the process (/proc/<pid>/status on Linux), so the
// figure is the whole process: V8's heap, PGlite's WebAssembly memory, native allocations and mapped code.
import { readFileSync, writeFileSync } from 'node:fs';

const SAMPLE_MS = 100;
export const MEMORY_TARGET_MB = 220;

export interface MemoryFigures {
  database: string;
  /** Resident after start-up (migrations, the demo seed) has settled, before any load. */
  idleMb: number;
  /** The most resident while the store loads ran. */
  storeLoadPeakMb: number;
  /** The most resident from the start of the process until start-up settled. */
  startUpPeakMb: number;
}

const mb = (kb: number) => Math.round(kb / 1024);

function status(pid: number): { rssKb: number; hwmKb: number } | null {
  try {
    const text = readFileSync(`/proc/${pid}/status`, 'utf8');
    const field = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(text)?.[1] ?? Number.NaN);
    return { rssKb: field('VmRSS'), hwmKb: field('VmHWM') };
  } catch {
    return null;
  }
}

/** Whether this system shows a process's memory in /proc (Linux). */
export const canMeasureMemory = (pid: number) => status(pid) !== null;

/** How long start-up is given to settle (timers, the first collections) before the idle figure is read. */
const SETTLE_MS = 2_000;

/** Resident memory at idle once start-up has settled, and the most the process held until then. */
export async function settledMemory(pid: number): Promise<{ idleMb: number; startUpPeakMb: number }> {
  await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
  const now = status(pid);
  return { idleMb: mb(now?.rssKb ?? Number.NaN), startUpPeakMb: mb(now?.hwmKb ?? Number.NaN) };
}

/**
 * Runs `work` and returns the process's peak resident memory meanwhile: its high-water mark (VmHWM) is
 * reset first (writing 5 to /proc/<pid>/clear_refs) and read after, and VmRSS is sampled every 100 ms
 * besides, for a kernel that refuses the reset.
 */
export async function peakDuring<T>(pid: number, work: () => Promise<T>): Promise<{ result: T; peakMb: number }> {
  let reset = true;
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, '5');
  } catch {
    reset = false;
  }
  let sampledKb = 0;
  const sample = () => {
    sampledKb = Math.max(sampledKb, status(pid)?.rssKb ?? 0);
  };
  sample();
  const timer = setInterval(sample, SAMPLE_MS);
  try {
    const result = await work();
    sample();
    const hwmKb = reset ? (status(pid)?.hwmKb ?? 0) : 0;
    return { result, peakMb: mb(Math.max(sampledKb, hwmKb)) };
  } finally {
    clearInterval(timer);
  }
}

export function formatMemoryFigures(figures: MemoryFigures, storeConnections: number): string {
  return (
    `Server memory on ${figures.database} (resident, the whole process): ${figures.idleMb} MB at idle after start-up and the demo seed; ` +
    `peak ${figures.storeLoadPeakMb} MB under the store loads (${storeConnections} connections); start-up peak ${figures.startUpPeakMb} MB; ` +
    `target ≤ ${MEMORY_TARGET_MB} MB under the store load\n`
  );
}
