import { execFileSync } from 'node:child_process';
import { closeSync, constants, mkdtempSync, openSync, readFileSync, readSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { createLineWriter } from './line-writer.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});
function tempDir() {
  const dir = mkdtempSync(join(tmpdir(), 'line-writer-'));
  dirs.push(dir);
  return dir;
}

async function until(check: () => boolean) {
  for (let tries = 0; tries < 200 && !check(); tries++) await sleep(10);
  expect(check()).toBe(true);
}

describe('the log line writer', () => {
  it('writes every line, in order, across turns of the event loop', async () => {
    const file = join(tempDir(), 'log');
    const fd = openSync(file, 'w');
    const writer = createLineWriter(fd);
    const expected: string[] = [];
    for (let turn = 0; turn < 50; turn++) {
      for (let index = 0; index < 20; index++) {
        const line = `{"turn":${turn},"line":${index}}\n`;
        expected.push(line);
        writer.write(line);
      }
      await new Promise((resolve) => setImmediate(resolve));
    }
    await until(() => readFileSync(file, 'utf8') === expected.join(''));
    closeSync(fd);
  });

  it('writes what is waiting at once when asked to, as the process exits', () => {
    const file = join(tempDir(), 'log');
    const fd = openSync(file, 'w');
    const writer = createLineWriter(fd);
    writer.write('{"msg":"start-up failed"}\n');
    writer.flushSync();
    expect(readFileSync(file, 'utf8')).toBe('{"msg":"start-up failed"}\n');
    closeSync(fd);
  });

  it('holds lines while a pipe is full, drops past its bound, and says how many once the pipe drains', async () => {
    const fifo = join(tempDir(), 'pipe');
    execFileSync('mkfifo', [fifo]);
    // Read and write ends in one non-blocking descriptor: nobody reads until the test does, so the pipe fills.
    const fd = openSync(fifo, constants.O_RDWR | constants.O_NONBLOCK);
    const writer = createLineWriter(fd, { maxPendingChars: 128 * 1024 });
    const line = `${JSON.stringify({ msg: 'x'.repeat(1000) })}\n`;
    // About 100 KB, more than the pipe holds (64 KB): the rest waits for it to drain.
    for (let index = 0; index < 100; index++) writer.write(line);
    await sleep(50);
    // Another 200 KB while it is full: what the writer may keep waits, the rest is dropped.
    for (let index = 0; index < 200; index++) writer.write(line);
    await sleep(50);

    let text = '';
    const buffer = Buffer.alloc(65536);
    const accounted = () => {
      // Whole lines: what follows the last newline is still on its way.
      const lines = text.split('\n').slice(0, -1);
      const written = lines.filter((each) => each === line.trimEnd()).length;
      const notices = lines
        .filter((each) => each !== line.trimEnd())
        .map((each) => JSON.parse(each) as { droppedLines: number });
      return { lines, written, dropped: notices.reduce((sum, notice) => sum + notice.droppedLines, 0) };
    };
    await until(() => {
      try {
        const read = readSync(fd, buffer);
        text += buffer.subarray(0, read).toString();
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EAGAIN') throw error;
      }
      const { written, dropped } = accounted();
      return written + dropped === 300;
    });
    closeSync(fd);
    const { lines, written, dropped } = accounted();
    // Whole lines only, every line written or counted, the first 100 all written.
    expect(lines.slice(0, 100).every((each) => each === line.trimEnd())).toBe(true);
    expect(written).toBeGreaterThan(100);
    expect(dropped).toBeGreaterThan(0);
    expect(written + dropped).toBe(300);
  });
});
