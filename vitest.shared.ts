import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * The pool of every project but the server tests (which reuse one process per worker, isolate: false).
 * These files stay isolated, each in a fresh worker with its own globals, modules and happy-dom window,
 * but a worker thread starts cheaper than a child process: on our 2-core machines the 195 files of
 * these projects took 286 s instead of 396 s (CPU 293 s instead of 362 s), one file at a time as before.
 */
export const UNIT_TEST_POOL = 'threads';

/**
 * Files of one project share their worker's modules and happy-dom window (decision 0122): each file's fresh
 * window and imports were most of these projects' time. `vitest.widget-setup.ts` puts the window back as
 * it was after every file, and a file that mocks or re-imports modules leaves a fresh module graph behind.
 */
export const UNIT_TEST_ISOLATE = false;

/** Resets what a file leaves on the page; every project on happy-dom loads it. */
export const PAGE_SETUP_FILE = fileURLToPath(new URL('./vitest.widget-setup.ts', import.meta.url));

/** The vitest setup every React package (ui and the remotes) shares. */
export function defineWidgetTestConfig() {
  return defineConfig({
    test: {
      pool: UNIT_TEST_POOL,
      isolate: UNIT_TEST_ISOLATE,
      environment: 'happy-dom',
      // Card frames (and any iframe) stay empty: tests stand in for their windows, nothing goes to the network.
      environmentOptions: { happyDOM: { settings: { disableIframePageLoading: true } } },
      include: ['src/**/*.test.{ts,tsx}'],
      // *.wtr.test.ts run in real Chromium under @web/test-runner.
      exclude: ['src/**/*.wtr.test.ts'],
      restoreMocks: true,
      setupFiles: [PAGE_SETUP_FILE],
      // Beside the server tests (decision 0122) a test with three screens' waits may pass 5 s under load.
      testTimeout: 15_000,
      // Components render their `?inline` CSS; without this vitest hands them empty strings.
      css: true,
    },
  });
}
