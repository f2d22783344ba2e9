import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { linguiPlugins } from './scripts/lingui-vite.ts';

export default defineConfig({
  test: {
    exclude: ['tests/e2e/**', 'node_modules/**'],
    setupFiles: ['./tests/setup/fail-on-console-error.ts'],
    testTimeout: 20_000,
    hookTimeout: 30_000,
    pool: 'forks',
    // Vitest's default leaves one core idle (one worker on a 2-core machine). The server tests spend much of
    // their time waiting on the database, password hashing (libuv's threads) and child processes, so a worker
    // per core finished the suite in 194 s instead of 329 s here. On a PostgreSQL server the database's work is
    // in its own processes and a worker waits for it more: two workers a core ran the server tests in 95 s against
    // 112 s with one (on PGlite, whose database runs inside the worker, three workers took 210 s against 184 s).
    maxWorkers: availableParallelism() * (process.env.TEST_DB === 'postgres' ? 2 : 1),
    projects: [
      {
        extends: true,
        test: {
          name: 'server',
          include: ['src/server/**/*.test.ts', 'src/shared/**/*.test.ts'],
          // The server-process tests start `node src/server/index.ts` on PGlite whatever TEST_DB says, so the
          // PostgreSQL run would repeat them to the letter (45 s).
          exclude: [
            'tests/e2e/**',
            'node_modules/**',
            ...(process.env.TEST_DB === 'postgres' ? ['src/server/process.test.ts'] : []),
          ],
          // Each server test file makes its own app and database, so files may share a worker: the migrated
          // PGlite template and the loaded modules then serve every file of the worker (the suite on PGlite
          // took 116 s instead of 208 s here).
          isolate: false,
          // New passwords are hashed at a low scrypt cost (features/auth/password.ts): a sign-in took a third of a
          // second of a core, and the suites sign in hundreds of times.
          env: { TEST_FAST_HASHING: 'true' },
        },
      },
      {
        extends: true,
        // The web's components use Lingui's macro (decision 047); the server's code has none.
        plugins: linguiPlugins(),
        test: {
          name: 'web',
          include: ['src/web/**/*.test.ts', 'src/web/**/*.test.tsx', 'scripts/**/*.test.ts'],
          // The web's stores are module singletons: each file gets fresh modules.
          isolate: true,
        },
      },
    ],
  },
});
