import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, ensureChromium } from '../../../../scripts/ensure-chromium.ts';

/**
 * The site tier: the plugin in a real WordPress (global setup starts it and the built platform on
 * two ports), as its administrator, an Author and a visitor would use it. Run by `npm test` when
 * WordPress, MariaDB and PHP are installed (scripts/wordpress-tier.ts).
 */
export default defineConfig({
  testDir: '.',
  testMatch: '*.site.ts',
  globalSetup: './global-setup.ts',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  // The block editor's first load is the slow part: 34 s on the shared machine under load.
  timeout: 90_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  use: {
    browserName: 'chromium',
    launchOptions: { executablePath: ensureChromium(), args: CHROMIUM_ARGS },
    trace: 'retain-on-failure',
  },
});
