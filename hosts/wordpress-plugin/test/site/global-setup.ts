import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
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

async function waitForPlatform(url: string, api: ChildProcess): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (api.exitCode !== null) throw new Error(`the platform exited with ${api.exitCode}`);
    if (
      await fetch(url).then(
        (response) => response.ok,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within 90 s`);
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
  const api = spawn(process.execPath, ['--import', 'tsx', path.join(repoRoot, 'hosts/api/src/main.ts')], {
    env: {
      ...env,
      PORT: String(apiPort),
      DATA_DIR: dataDir,
      PLATFORM_ORIGIN: platformUrl,
      CONTRACTOR_SITE_ORIGIN: wordpressUrl,
      SEED_PRODUCTS: '2000',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
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
    waitForPlatform(`${platformUrl}/api/setting`, api).then(() => console.log(`platform up in ${seconds()}`)),
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
