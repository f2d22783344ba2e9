import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from './data-dir-lock.ts';

// Real processes and a real lock file; process.test.ts covers a second server refused by a running one.

const children: ChildProcess[] = [];
const dirs: string[] = [];
const releases: (() => void)[] = [];

afterEach(async () => {
  for (const release of releases.splice(0)) release();
  for (const child of children.splice(0))
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  for (const dir of dirs.splice(0)) await rm(dir, { recursive: true, force: true });
});

async function tempDataDir(): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'haat-lock-'));
  dirs.push(dir);
  return dir;
}

function take(dataDir: string): void {
  releases.push(lockDataDir(dataDir));
}

/** A live process that has nothing to do with Haat, as one given a dead server's pid would be. */
async function unrelatedProcess(): Promise<number> {
  const child = spawn('sleep', ['30'], { stdio: 'ignore' });
  children.push(child);
  await new Promise((resolve) => child.once('spawn', resolve));
  return child.pid as number;
}

/** Another process holding the lock through lockDataDir, as the server and the seed CLI do. */
async function haatLockOwner(dataDir: string): Promise<ChildProcess> {
  const lockModule = new URL('./data-dir-lock.ts', import.meta.url).href;
  const source = `import { lockDataDir } from ${JSON.stringify(lockModule)}; lockDataDir(${JSON.stringify(dataDir)}); console.log('locked'); setInterval(() => {}, 1000);`;
  const child = spawn(process.execPath, ['--input-type=module', '-e', source], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.push(child);
  await new Promise<void>((resolve, reject) => {
    child.stdout?.once('data', () => resolve());
    child.once('exit', (code) => reject(new Error(`the lock owner exited (${code})`)));
  });
  return child;
}

const lockFile = (dataDir: string) => path.join(dataDir, 'haat.lock');
const ownerPid = (dataDir: string) => (JSON.parse(readFileSync(lockFile(dataDir), 'utf8')) as { pid: number }).pid;
const thisBoot = () => readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim();

describe.runIf(existsSync('/proc/self/stat'))('the data directory lock', () => {
  it('records the owner with its start time and boot, and removes the file on release', async () => {
    const dataDir = await tempDataDir();
    const release = lockDataDir(dataDir);
    const owner = JSON.parse(readFileSync(lockFile(dataDir), 'utf8')) as {
      pid: number;
      bootId: string;
      startTime: string;
    };
    expect(owner).toEqual({ pid: process.pid, bootId: thisBoot(), startTime: expect.stringMatching(/^\d+$/) });
    release();
    expect(existsSync(lockFile(dataDir))).toBe(false);
  });

  it('takes over a lock whose pid now belongs to an unrelated live process', async () => {
    const dataDir = await tempDataDir();
    const pid = await unrelatedProcess();
    // The dead server's start time: the process under that pid now started later.
    writeFileSync(lockFile(dataDir), JSON.stringify({ pid, bootId: thisBoot(), startTime: '1' }));
    take(dataDir);
    expect(ownerPid(dataDir)).toBe(process.pid);
  });

  it('takes over a lock from an earlier boot, and an old pid-only lock naming a process that is not node', async () => {
    const dataDir = await tempDataDir();
    const pid = await unrelatedProcess();
    writeFileSync(lockFile(dataDir), JSON.stringify({ pid, bootId: 'an-earlier-boot', startTime: '1' }));
    take(dataDir);
    expect(ownerPid(dataDir)).toBe(process.pid);
    releases.pop()?.();

    writeFileSync(lockFile(dataDir), String(pid));
    take(dataDir);
    expect(ownerPid(dataDir)).toBe(process.pid);
  });

  it('refuses while the Haat process holding the lock runs, and takes over once it is gone', async () => {
    const dataDir = await tempDataDir();
    const owner = await haatLockOwner(dataDir);
    expect(ownerPid(dataDir)).toBe(owner.pid);
    expect(() => lockDataDir(dataDir)).toThrow(DataDirLockedError);
    expect(() => lockDataDir(dataDir)).toThrow(`in use by another Haat process (pid ${owner.pid})`);

    const exited = new Promise((resolve) => owner.once('exit', resolve));
    owner.kill('SIGKILL');
    await exited;
    take(dataDir);
    expect(ownerPid(dataDir)).toBe(process.pid);
  });
});
