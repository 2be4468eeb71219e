import { defineConfig } from 'vitest/config';
import { UNIT_TEST_ISOLATE, UNIT_TEST_POOL } from '../../vitest.shared.ts';

/** The plugin's widget list checked against packages/contract (plain Node). */
export default defineConfig({
  test: {
    pool: UNIT_TEST_POOL,
    isolate: UNIT_TEST_ISOLATE,
    name: 'wordpress-plugin',
    environment: 'node',
    include: ['test/*.test.ts'],
  },
});
