import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, ensureChromium } from '../scripts/ensure-chromium.ts';
import { useWorkerServers } from './support/journey-servers.ts';

useWorkerServers();

/**
 * Journeys against the built product: global setup starts the API (serving the shell, remotes
 * and embed.js) and the contractor site on free ports with a fresh embedded database, one pair per
 * worker (`support/journey-servers.ts`): two workers never share a database or a demo account.
 */
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.e2e.ts',
  globalSetup: './support/global-setup.ts',
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    browserName: 'chromium',
    launchOptions: { executablePath: ensureChromium(), args: CHROMIUM_ARGS },
    // Recording a trace on every run cost a quarter of the journeys' CPU (decision 0122, stop 38): CI's retry
    // records one, and `--trace on` records any journey on demand.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
  },
});
