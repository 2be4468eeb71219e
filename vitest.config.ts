import { defineConfig } from 'vitest/config';

/** Unit, component and server tests: one vitest project per package with a vitest.config.ts. */
export default defineConfig({
  test: {
    projects: ['packages/*/vitest.config.ts', 'hosts/*/vitest.config.ts', 'scripts/vitest.config.ts'],
  },
});
