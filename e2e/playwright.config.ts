import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, ensureChromium } from '../scripts/ensure-chromium.ts';

/**
 * Journeys against the built product: global setup starts the API (serving the shell, remotes
 * and embed.js) and the contractor site on free ports with a fresh embedded database.
 */
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.e2e.ts',
  globalSetup: './support/global-setup.ts',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    browserName: 'chromium',
    launchOptions: { executablePath: ensureChromium(), args: CHROMIUM_ARGS },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
});
