import { pino, type Logger } from 'pino';

export type { Logger };

/**
 * Structured JSON logs. Writes are buffered (asynchronous) because a
 * synchronous write per access-log line halved throughput; pino flushes the
 * buffer when the process exits.
 */
export function createLogger(level: string, options: { sync?: boolean } = {}): Logger {
  return pino(
    {
      level,
      base: { service: 'haat' },
      timestamp: pino.stdTimeFunctions.isoTime,
      redact: { paths: ['req.headers.cookie', 'req.headers.authorization'], remove: true },
    },
    pino.destination({ dest: 1, sync: options.sync ?? false }),
  );
}
