import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    exclude: ['tests/e2e/**', 'node_modules/**'],
    setupFiles: ['./tests/setup/fail-on-console-error.ts'],
    testTimeout: 20_000,
    hookTimeout: 30_000,
    pool: 'forks',
    // Vitest's default leaves one core idle (one worker on a 2-core machine). The server tests spend much of
    // their time waiting on the database, password hashing (libuv's threads) and child processes, so a worker
    // per core finished the suite in 194 s instead of 329 s here.
    maxWorkers: availableParallelism(),
  },
});
