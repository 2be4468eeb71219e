import { defineConfig } from 'vitest/config';
import { PAGE_SETUP_FILE, UNIT_TEST_ISOLATE, UNIT_TEST_POOL } from '../../vitest.shared.ts';

export default defineConfig({
  test: {
    pool: UNIT_TEST_POOL,
    isolate: UNIT_TEST_ISOLATE,
    setupFiles: [PAGE_SETUP_FILE],
    environment: 'happy-dom',
    include: ['src/**/*.test.ts'],
    restoreMocks: true,
    unstubGlobals: true,
  },
});
