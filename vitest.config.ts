import { defineConfig } from 'vitest/config';

/** Unit, component and server tests, and the tooling's: one vitest project per folder with a vitest.config.ts. */
export default defineConfig({
  test: {
    projects: ['packages/*/vitest.config.ts', 'hosts/*/vitest.config.ts', 'scripts/vitest.config.ts'],
  },
});
