import { availableParallelism } from 'node:os';
import { configDefaults, defineConfig } from 'vitest/config';

/**
 * Server integration tests: app.inject() against an in-memory PGlite per test file (or a throw-away
 * PostgreSQL database per file when DATABASE_URL is set). Starting PGlite and seeding take a few
 * seconds on a slow machine, hence the longer hook timeout.
 *
 * `isolate: false`: a worker imports Fastify, Drizzle, PGlite and the contract once instead of once per
 * file, which more than halves the CPU time of the suite. Safe because every file builds its own app and
 * database in beforeAll and the server code keeps no mutable module state that tests depend on.
 *
 * Two workers (vitest's default is cores − 1, one on our 2-core machines): a file waits on PGlite's
 * WebAssembly or PostgreSQL's socket often enough that a second worker took the suite from 178 s to
 * 121 s. Only this project: with two, a widget test lost a click in 2 of 6 full runs (architecture.md
 * §9), so the widgets stay at the default. Projects with their own worker count run as their own
 * group (`sequence.groupOrder`) in a plain `vitest run`; `npm test` runs this project in a vitest of its
 * own beside the widgets' one-worker run, which left the second core idle (decision 0122).
 *
 * `*.postgres.test.ts` need a PostgreSQL server (several API processes cannot share an embedded
 * PGlite): they are collected only when DATABASE_URL is set, as in the PostgreSQL tier of `npm test`.
 */
export default defineConfig({
  test: {
    name: 'api',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    exclude: [...configDefaults.exclude, ...(process.env.DATABASE_URL ? [] : ['src/**/*.postgres.test.ts'])],
    testTimeout: 15_000,
    hookTimeout: 60_000,
    isolate: false,
    maxWorkers: Math.max(2, availableParallelism() - 1),
    sequence: { groupOrder: 1 },
  },
});
