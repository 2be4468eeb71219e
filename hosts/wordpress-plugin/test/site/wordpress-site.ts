/**
 * A throw-away WordPress for the site tier: Debian's `wordpress` package copied into a temporary
 * folder (its own wp-config.php reads /etc/wordpress, which a test must not touch), a MariaDB server
 * on a socket in that folder (no network port), PHP's built-in server, the plugin unpacked from the
 * zip a pro uploads, and install-wordpress.php for the rest. stop() removes all of it.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { cp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { unzipSync } from 'fflate';
import { DEBIAN_WORDPRESS_DIR } from '../../../../scripts/wordpress-tier.ts';

export interface WordPressSite {
  url: string;
  adminPassword: string;
  authorPassword: string;
  stop: () => Promise<void>;
}

interface Options {
  /** An empty folder of the run's own; removed by stop(). */
  dir: string;
  port: number;
  pluginZip: string;
}

const asRoot = process.getuid?.() === 0;

function secret(): string {
  return randomBytes(18).toString('base64url');
}

function run(program: string, args: string[], env: NodeJS.ProcessEnv = process.env): void {
  const result = spawnSync(program, args, { encoding: 'utf8', env });
  if (result.status !== 0) {
    throw new Error(
      `${program} exited with ${result.status}: ${(result.stderr || result.stdout).slice(-2000)}`,
    );
  }
}

async function waitUntil(what: string, ready: () => Promise<boolean> | boolean, child: ChildProcess) {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${what} exited with ${child.exitCode}`);
    if (await ready()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${what} was not ready within 30 s`);
}

/** Stops a server started `detached` (its own process group): PHP's workers are its children. */
async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.pid === undefined) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  process.kill(-child.pid, 'SIGTERM');
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
}

async function startMariaDb(dir: string): Promise<{ socket: string; server: ChildProcess }> {
  const datadir = path.join(dir, 'mariadb');
  const socket = path.join(dir, 'mariadb.sock');
  const user = asRoot ? ['--user=root'] : [];
  run('mariadb-install-db', [
    '--no-defaults',
    `--datadir=${datadir}`,
    '--auth-root-authentication-method=normal',
    '--skip-test-db',
    ...user,
  ]);
  const server = spawn(
    'mariadbd',
    [
      '--no-defaults',
      `--datadir=${datadir}`,
      `--socket=${socket}`,
      `--pid-file=${path.join(dir, 'mariadb.pid')}`,
      `--log-error=${path.join(dir, 'mariadb.log')}`,
      '--skip-networking',
      '--innodb-buffer-pool-size=32M',
      ...user,
    ],
    { stdio: 'ignore', detached: true },
  );
  await waitUntil('mariadbd', () => existsSync(socket), server);
  return { socket, server };
}

function wpConfig(url: string, socket: string): string {
  const keys = ['AUTH_KEY', 'SECURE_AUTH_KEY', 'LOGGED_IN_KEY', 'NONCE_KEY', 'AUTH_SALT', 'SECURE_AUTH_SALT']
    .concat(['LOGGED_IN_SALT', 'NONCE_SALT'])
    .map((key) => `define('${key}', '${secret()}');`);
  return `<?php
define('DB_NAME', 'wordpress');
define('DB_USER', 'root');
define('DB_PASSWORD', '');
define('DB_HOST', 'localhost:${socket}');
define('DB_CHARSET', 'utf8mb4');
define('DB_COLLATE', '');
${keys.join('\n')}
$table_prefix = 'wp_';
define('WP_HOME', '${url}');
define('WP_SITEURL', '${url}');
define('WP_HTTP_BLOCK_EXTERNAL', true);
define('DISABLE_WP_CRON', true);
define('AUTOMATIC_UPDATER_DISABLED', true);
define('WP_DEBUG', false);
if (!defined('ABSPATH')) define('ABSPATH', __DIR__ . '/');
require_once ABSPATH . 'wp-settings.php';
`;
}

async function unpackPlugin(zip: string, pluginsDir: string): Promise<void> {
  for (const [name, bytes] of Object.entries(unzipSync(await readFile(zip)))) {
    if (name.endsWith('/')) continue;
    const target = path.join(pluginsDir, name);
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, bytes);
  }
}

async function waitForHttp(url: string, child: ChildProcess): Promise<void> {
  await waitUntil(
    `php -S (${url})`,
    () =>
      fetch(url, { redirect: 'manual' })
        .then((response) => response.status < 500)
        .catch(() => false),
    child,
  );
}

export async function startWordPressSite({ dir, port, pluginZip }: Options): Promise<WordPressSite> {
  const url = `http://127.0.0.1:${port}`;
  const root = path.join(dir, 'wordpress');
  const processes: ChildProcess[] = [];
  const stop = async () => {
    for (const child of processes.reverse()) await stopProcess(child);
    await rm(dir, { recursive: true, force: true });
  };
  try {
    const [database] = await Promise.all([
      startMariaDb(dir),
      // Without the translations (30 MB the site in English never reads).
      cp(DEBIAN_WORDPRESS_DIR, root, {
        recursive: true,
        verbatimSymlinks: true,
        filter: (source) => source !== path.join(DEBIAN_WORDPRESS_DIR, 'wp-content', 'languages'),
      }),
    ]);
    processes.push(database.server);
    await writeFile(path.join(root, 'wp-config.php'), wpConfig(url, database.socket));
    await unpackPlugin(pluginZip, path.join(root, 'wp-content', 'plugins'));
    const site = { url, adminPassword: secret(), authorPassword: secret() };
    run('php', [path.join(import.meta.dirname, 'install-wordpress.php')], {
      ...process.env,
      SHOWROOM_WP_DIR: root,
      SHOWROOM_WP_URL: url,
      SHOWROOM_WP_SOCKET: database.socket,
      SHOWROOM_WP_ADMIN_PASSWORD: site.adminPassword,
      SHOWROOM_WP_AUTHOR_PASSWORD: site.authorPassword,
    });
    // Several workers, as the block editor loads many files at once, and OPcache (off in the CLI by
    // default), so each request does not compile WordPress again.
    const server = spawn('php', ['-d', 'opcache.enable_cli=1', '-S', `127.0.0.1:${port}`, '-t', root], {
      env: { ...process.env, PHP_CLI_SERVER_WORKERS: '4' },
      stdio: 'ignore',
      detached: true,
    });
    processes.push(server);
    await waitForHttp(`${url}/wp-login.php`, server);
    return { ...site, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
