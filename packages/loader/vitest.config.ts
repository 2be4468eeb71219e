import { defineConfig } from 'vitest/config';

export default defineConfig({
  // *.wtr.test.ts run in real Chromium under @web/test-runner.
  test: { environment: 'happy-dom', include: ['src/**/*.test.ts'], exclude: ['src/**/*.wtr.test.ts'] },
});
