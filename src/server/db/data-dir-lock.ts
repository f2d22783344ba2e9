import { closeSync, mkdirSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import path from 'node:path';

export class DataDirLockedError extends Error {
  readonly pid: number;
  constructor(dataDir: string, pid: number) {
    super(
      `The data directory ${dataDir} is in use by another Haat process (pid ${pid}). ` +
        'PGlite allows one process per data directory: stop that process, or set DATA_DIR to another folder.',
    );
    this.name = 'DataDirLockedError';
    this.pid = pid;
  }
}

/**
 * Who holds the lock. A pid alone is not enough: after a crash (or a reboot) the pid is free, and the
 * system may give it to any other process, which would keep Haat from starting until that one ends.
 * Linux identifies a process for certain by its pid, its start time (field 22 of /proc/<pid>/stat, in
 * clock ticks since boot) and the boot it belongs to (/proc/sys/kernel/random/boot_id). That is chosen over
 * reading /proc/<pid>/cmdline to see whether it "looks like Haat": a command line cannot tell a reused pid
 * that happens to be another node process (a second Haat on another data directory, a test runner) from the
 * owner, depends on how the server was launched, and can be rewritten by the process itself.
 */
interface LockOwner {
  pid: number;
  /** Absent in a lock written before start times were recorded, or where there is no /proc. */
  bootId?: string;
  startTime?: string;
}

function readProc(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
}

const bootId = (): string | undefined => readProc('/proc/sys/kernel/random/boot_id')?.trim() || undefined;

function startTimeOf(pid: number | 'self'): string | undefined {
  const stat = readProc(`/proc/${pid}/stat`);
  if (!stat) return undefined;
  // "pid (command) state ppid …": the command may hold spaces and parentheses, so count from the last ")".
  // Field 3 (state) comes first after it; the start time is field 22.
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Whether the process that wrote the lock still runs; when that cannot be known for certain, it is assumed to. */
function ownerIsRunning(owner: LockOwner): boolean {
  if (!isAlive(owner.pid)) return false;
  const current = bootId();
  if (owner.bootId && owner.startTime && current) {
    // Every process of an earlier boot is gone, whatever now runs under its pid.
    if (owner.bootId !== current) return false;
    const startTime = startTimeOf(owner.pid);
    // Unreadable (another user's process under hidepid): it may be the owner, so it is taken to be.
    return startTime === undefined || startTime === owner.startTime;
  }
  // A lock from an older Haat holds only the pid: whatever runs under it now is at least a node process.
  const commandLine = readProc(`/proc/${owner.pid}/cmdline`);
  if (commandLine === undefined) return true;
  return path.basename(commandLine.split('\0')[0] ?? '').startsWith('node');
}

function parseOwner(text: string): LockOwner | undefined {
  const trimmed = text.trim();
  if (/^\d+$/.test(trimmed)) return { pid: Number(trimmed) };
  try {
    const parsed = JSON.parse(trimmed) as Partial<LockOwner>;
    if (!Number.isInteger(parsed.pid)) return undefined;
    return {
      pid: parsed.pid as number,
      ...(typeof parsed.bootId === 'string' ? { bootId: parsed.bootId } : {}),
      ...(typeof parsed.startTime === 'string' ? { startTime: parsed.startTime } : {}),
    };
  } catch {
    return undefined;
  }
}

function describeSelf(): LockOwner {
  const [boot, startTime] = [bootId(), startTimeOf('self')];
  return { pid: process.pid, ...(boot && startTime ? { bootId: boot, startTime } : {}) };
}

/**
 * Takes an exclusive lock file in the data directory. PGlite has no lock of its
 * own and two writers corrupt it. A lock left by a process that no longer runs
 * (even if its pid now belongs to another process) is taken over.
 * Returns the release function.
 */
export function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, 'haat.lock');
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      const fd = openSync(lockPath, 'wx');
      writeSync(fd, JSON.stringify(describeSelf()));
      closeSync(fd);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        try {
          if (parseOwner(readFileSync(lockPath, 'utf8'))?.pid === process.pid) unlinkSync(lockPath);
        } catch {
          // Already gone: nothing to release.
        }
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      let owner: LockOwner | undefined;
      try {
        owner = parseOwner(readFileSync(lockPath, 'utf8'));
      } catch {
        // Vanished between open and read: try again.
        continue;
      }
      if (owner && owner.pid !== process.pid && ownerIsRunning(owner)) {
        throw new DataDirLockedError(dataDir, owner.pid);
      }
      try {
        unlinkSync(lockPath);
      } catch {
        // Someone else removed the stale lock first; the next attempt decides.
      }
    }
  }
  throw new Error(`Could not take the lock on ${dataDir}; try again.`);
}
