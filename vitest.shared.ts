import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * The pool of every project but the server tests (which reuse one process per worker, isolate: false).
 * These files stay isolated, each in a fresh worker with its own globals, modules and happy-dom window,
 * but a worker thread starts cheaper than a child process: on our 2-core machines the 195 files of
 * these projects took 286 s instead of 396 s (CPU 293 s instead of 362 s), one file at a time as before.
 */
export const UNIT_TEST_POOL = 'threads';

/** The vitest setup every React package (ui and the remotes) shares. */
export function defineWidgetTestConfig() {
  return defineConfig({
    test: {
      pool: UNIT_TEST_POOL,
      environment: 'happy-dom',
      // Card frames (and any iframe) stay empty: tests stand in for their windows, nothing goes to the network.
      environmentOptions: { happyDOM: { settings: { disableIframePageLoading: true } } },
      include: ['src/**/*.test.{ts,tsx}'],
      // *.wtr.test.ts run in real Chromium under @web/test-runner.
      exclude: ['src/**/*.wtr.test.ts'],
      restoreMocks: true,
      setupFiles: [fileURLToPath(new URL('./vitest.widget-setup.ts', import.meta.url))],
      // Beside the server tests (decision 0122) a test with three screens' waits may pass 5 s under load.
      testTimeout: 15_000,
      // Components render their `?inline` CSS; without this vitest hands them empty strings.
      css: true,
    },
  });
}
