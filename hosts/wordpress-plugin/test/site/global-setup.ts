import { type ChildProcess, spawn } from 'node:child_process';
import { openSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { repoRoot } from '../../../../scripts/build-targets.ts';
import { wordpressPluginZip } from '../../../../scripts/wordpress-plugin-zip.ts';
import { startWordPressSite } from './wordpress-site.ts';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

/** Waits for the platform to answer; a failure says why with the end of its log. */
async function waitForPlatform(url: string, api: ChildProcess, logFile: string): Promise<void> {
  const deadline = Date.now() + 90_000;
  let problem = `${url} did not answer within 90 s`;
  while (Date.now() < deadline) {
    if (api.exitCode !== null) {
      problem = `the platform exited with ${api.exitCode}`;
      break;
    }
    const answered = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (answered) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const log = await readFile(logFile, 'utf8').catch(() => '');
  throw new Error(`${problem}:\n${log.slice(-3000)}`);
}

/**
 * Starts the platform (the built product, as the journeys do, on a fresh embedded database) and a
 * WordPress on another port whose origin the seed registers on HOMEPRO1; their addresses and the
 * WordPress logins reach the tests through the environment.
 */
export default async function globalSetup() {
  const [apiPort, wordpressPort] = [await freePort(), await freePort()];
  const platformUrl = `http://localhost:${apiPort}`;
  const wordpressUrl = `http://127.0.0.1:${wordpressPort}`;
  const dataDir = await mkdtemp(path.join(tmpdir(), 'showroom-wordpress-platform-'));
  // DATABASE_URL would name a server for the PostgreSQL tier; this tier uses the embedded database.
  const { DATABASE_URL: _server, ...env } = process.env;
  const logFile = path.join(dataDir, 'api.log');
  const log = openSync(logFile, 'a');
  const api = spawn(process.execPath, ['--import', 'tsx', path.join(repoRoot, 'hosts/api/src/main.ts')], {
    env: {
      ...env,
      PORT: String(apiPort),
      DATA_DIR: dataDir,
      PLATFORM_ORIGIN: platformUrl,
      CONTRACTOR_SITE_ORIGIN: wordpressUrl,
      // Enough for a category of cards, and a quicker start than the journeys' 2,000.
      SEED_PRODUCTS: '500',
    },
    stdio: ['ignore', log, log],
  });
  const stopPlatform = async () => {
    api.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 500));
    await rm(dataDir, { recursive: true, force: true });
  };
  const started = Date.now();
  const seconds = () => `${((Date.now() - started) / 1000).toFixed(1)} s`;
  const wordpressDir = await mkdtemp(path.join(tmpdir(), 'showroom-wordpress-site-'));
  const [platform, site] = await Promise.allSettled([
    waitForPlatform(`${platformUrl}/api/setting`, api, logFile).then(() =>
      console.log(`platform up in ${seconds()}`),
    ),
    startWordPressSite({ dir: wordpressDir, port: wordpressPort, pluginZip: wordpressPluginZip }).then(
      (site) => {
        console.log(`WordPress up in ${seconds()}`);
        return site;
      },
    ),
  ]);
  if (platform.status === 'rejected' || site.status === 'rejected') {
    await stopPlatform();
    if (site.status === 'fulfilled') await site.value.stop();
    throw platform.status === 'rejected' ? platform.reason : (site as PromiseRejectedResult).reason;
  }
  process.env.PLATFORM_URL = platformUrl;
  process.env.WORDPRESS_URL = wordpressUrl;
  process.env.WORDPRESS_ADMIN_PASSWORD = site.value.adminPassword;
  process.env.WORDPRESS_AUTHOR_PASSWORD = site.value.authorPassword;

  return async () => {
    await Promise.all([stopPlatform(), site.value.stop()]);
  };
}
