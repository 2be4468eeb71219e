import { defineConfig } from 'vitest/config';
import { UNIT_TEST_POOL } from '../../vitest.shared.ts';

export default defineConfig({
  // *.wtr.test.ts run in real Chromium under @web/test-runner.
  test: {
    pool: UNIT_TEST_POOL,
    environment: 'happy-dom',
    include: ['src/**/*.test.ts'],
    exclude: ['src/**/*.wtr.test.ts'],
  },
});
