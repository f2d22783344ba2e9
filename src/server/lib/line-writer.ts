import { write, writeSync } from 'node:fs';

/** How long a full pipe (EAGAIN) is given before the write is tried again, as sonic-boom does. */
const BUSY_RETRY_MS = 100;

export interface LineWriter {
  write(line: string): boolean;
  /** Writes what is waiting now, synchronously: for the process's exit. */
  flushSync(): void;
}

/**
 * A log destination that joins the lines logged in one turn of the event loop into one write (decision 082).
 * sonic-boom, pino's own, measures the byte length of its whole pending buffer at every line, so while a write was
 * in flight each access-log line flattened and measured up to 16 KB of string: the store's data answered 12% fewer
 * requests a second with it. Here a line is pushed onto an array and the turn's lines are joined once.
 *
 * While the destination does not keep up (a full pipe), lines wait, up to `maxPendingChars`; past that they are
 * dropped and counted, and the count is written once the destination takes lines again, so memory stays bounded and
 * the gap is on the record. What is waiting when the process exits is written synchronously.
 */
export function createLineWriter(fd: number, options: { maxPendingChars?: number } = {}): LineWriter {
  const maxPendingChars = options.maxPendingChars ?? 16 * 1024 * 1024;
  let pending: string[] = [];
  let pendingChars = 0;
  let dropped = 0;
  let scheduled = false;
  let writing = false;

  const send = (bytes: Buffer) => {
    writing = true;
    write(fd, bytes, 0, bytes.length, null, (error, written) => {
      if (error?.code === 'EAGAIN') {
        setTimeout(() => send(bytes), BUSY_RETRY_MS);
        return;
      }
      // On any other error there is nowhere left to report a broken log stream: its lines are dropped.
      if (!error && written < bytes.length) return send(bytes.subarray(written));
      writing = false;
      if (pending.length > 0 || dropped > 0) flush();
    });
  };
  const take = (): string => {
    if (dropped > 0) {
      pending.push(
        `${JSON.stringify({ level: 40, time: new Date().toISOString(), droppedLines: dropped, msg: 'log lines dropped: standard output did not keep up' })}\n`,
      );
      dropped = 0;
    }
    const chunk = pending.join('');
    pending = [];
    pendingChars = 0;
    return chunk;
  };
  const flush = () => {
    scheduled = false;
    if (!writing && (pending.length > 0 || dropped > 0)) send(Buffer.from(take()));
  };

  return {
    write(line) {
      if (pendingChars + line.length > maxPendingChars) {
        dropped += 1;
        return false;
      }
      pending.push(line);
      pendingChars += line.length;
      if (!scheduled) {
        scheduled = true;
        setImmediate(flush);
      }
      return true;
    },
    flushSync() {
      if (pending.length === 0 && dropped === 0) return;
      try {
        writeSync(fd, take());
      } catch {
        // The destination is gone, and the process is on its way out.
      }
    },
  };
}
