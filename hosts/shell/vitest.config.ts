import { defineConfig } from 'vitest/config';
import { UNIT_TEST_POOL } from '../../vitest.shared.ts';

export default defineConfig({
  test: {
    pool: UNIT_TEST_POOL,
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    restoreMocks: true,
  },
});
