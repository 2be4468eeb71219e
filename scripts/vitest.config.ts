import { defineConfig } from 'vitest/config';

/** Tests of the repository's own tooling (build, typecheck settings); plain Node. */
export default defineConfig({
  test: {
    // UNIT_TEST_POOL of vitest.shared.ts (outside this program's rootDir): a thread per file starts cheaper than a process.
    pool: 'threads',
    name: 'scripts',
    environment: 'node',
    include: ['*.test.ts'],
    // Each test builds a TypeScript program with its libraries: seconds on a busy machine.
    testTimeout: 30_000,
  },
});
