import { defineConfig } from 'vitest/config';
import { UNIT_TEST_ISOLATE, UNIT_TEST_POOL } from '../../vitest.shared.ts';

export default defineConfig({
  test: {
    pool: UNIT_TEST_POOL,
    isolate: UNIT_TEST_ISOLATE,
    environment: 'node',
    include: ['src/**/*.test.ts'],
  },
});
