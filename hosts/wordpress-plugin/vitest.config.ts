import { defineConfig } from 'vitest/config';

/** The plugin's widget list checked against packages/contract (plain Node). */
export default defineConfig({
  test: { name: 'wordpress-plugin', environment: 'node', include: ['test/*.test.ts'] },
});
