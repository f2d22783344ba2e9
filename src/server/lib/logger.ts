import { pino, type Logger } from 'pino';
import { createLineWriter, type LineWriter } from './line-writer.ts';

export type { Logger };

/**
 * Structured JSON logs on standard output. Writes are asynchronous, the lines of one turn of the event loop joined
 * into one write (line-writer.ts), because a synchronous write per access-log line halved throughput; what is
 * waiting when the process exits is written before it does. `sync` writes each line at once (a short-lived child
 * process's).
 */
export function createLogger(level: string, options: { sync?: boolean } = {}): Logger {
  const destination = options.sync ? pino.destination({ dest: 1, sync: true }) : lineWriterOnStdout();
  return pino(
    {
      level,
      base: { service: 'haat' },
      timestamp: pino.stdTimeFunctions.isoTime,
      redact: { paths: ['req.headers.cookie', 'req.headers.authorization'], remove: true },
    },
    destination,
  );
}

/** One writer for the process's standard output, whatever number of loggers write to it. */
let stdoutWriter: LineWriter | null = null;
function lineWriterOnStdout(): LineWriter {
  if (!stdoutWriter) {
    const writer = createLineWriter(1);
    process.once('exit', () => writer.flushSync());
    stdoutWriter = writer;
  }
  return stdoutWriter;
}
