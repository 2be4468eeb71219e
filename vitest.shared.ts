import { defineConfig } from 'vitest/config';

/** The vitest setup every React package (ui and the remotes) shares. */
export function defineWidgetTestConfig() {
  return defineConfig({
    test: {
      environment: 'happy-dom',
      // Card frames (and any iframe) stay empty: tests stand in for their windows, nothing goes to the network.
      environmentOptions: { happyDOM: { settings: { disableIframePageLoading: true } } },
      include: ['src/**/*.test.{ts,tsx}'],
      // *.wtr.test.ts run in real Chromium under @web/test-runner.
      exclude: ['src/**/*.wtr.test.ts'],
      restoreMocks: true,
      // Components render their `?inline` CSS; without this vitest hands them empty strings.
      css: true,
    },
  });
}
