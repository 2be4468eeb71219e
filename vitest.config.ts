import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/** Unit, component and server tests, and the tooling's: one vitest project per folder with a vitest.config.ts. */
export default defineConfig({
  test: {
    projects: ['packages/*/vitest.config.ts', 'hosts/*/vitest.config.ts', 'scripts/vitest.config.ts'],
    // vitest's default (cores − 1) is one worker on our 2-core machines, and a widget test file spends
    // most of its time setting up happy-dom and importing, not running: two workers use both cores.
    // Screens get time to settle under that load (vitest.widget-setup.ts).
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});
