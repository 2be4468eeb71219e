/**
 * The WordPress steps of `npm test`: the plugin's PHP checks (`php -l` of every file and
 * test/unit/plugin-checks.php), and the plugin in a real WordPress (Debian's `wordpress` package on a
 * throw-away MariaDB, driven by Playwright: hosts/wordpress-plugin/test/site/). Each is skipped with
 * one line saying what to install where this machine lacks it.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { repoRoot } from './build-targets.ts';

export const WORDPRESS_PACKAGES = 'wordpress wordpress-theme-twentytwentythree mariadb-server php-mysql';
/** Where Debian's `wordpress` package puts WordPress. */
export const DEBIAN_WORDPRESS_DIR = '/usr/share/wordpress';
const pluginRoot = path.join(repoRoot, 'hosts', 'wordpress-plugin');

export type WordPressTier = { run: true } | { run: false; reason: string };

/** Whether a program answers `--version` (so it is installed and runs). */
function runs(program: string, args: string[] = ['--version']): boolean {
  return spawnSync(program, args, { stdio: 'ignore' }).status === 0;
}

/** The PHP checks need only the php CLI. */
export function phpChecksTier(hasPhp: () => boolean = () => runs('php')): WordPressTier {
  if (hasPhp()) return { run: true };
  return {
    run: false,
    reason: `no php: install Debian's php-cli (or the site tier's ${WORDPRESS_PACKAGES}).`,
  };
}

export interface WordPressTools {
  php: boolean;
  phpMysqli: boolean;
  mariadb: boolean;
  wordpress: boolean;
}

export function findWordPressTools(): WordPressTools {
  const php = runs('php');
  return {
    php,
    phpMysqli: php && runs('php', ['-r', "exit(extension_loaded('mysqli') ? 0 : 1);"]),
    mariadb: runs('mariadbd') && runs('mariadb-install-db'),
    // WordPress with its default block theme (a recommended package of Debian's wordpress).
    wordpress:
      existsSync(path.join(DEBIAN_WORDPRESS_DIR, 'wp-settings.php')) &&
      existsSync(path.join(DEBIAN_WORDPRESS_DIR, 'wp-content', 'themes', 'twentytwentythree')),
  };
}

/** The site tier runs where all of WordPress, MariaDB and PHP with mysqli are installed. */
export function wordpressSiteTier(tools: WordPressTools = findWordPressTools()): WordPressTier {
  const missing = [
    !tools.wordpress && `WordPress with Twenty Twenty-Three in ${DEBIAN_WORDPRESS_DIR}`,
    !tools.mariadb && 'MariaDB (mariadbd)',
    !tools.php && 'php',
    tools.php && !tools.phpMysqli && "php's mysqli",
  ].filter(Boolean);
  if (missing.length === 0) return { run: true };
  return {
    run: false,
    reason: `no ${missing.join(', ')}: as root, apt-get install -y ${WORDPRESS_PACKAGES} (.ci/run does).`,
  };
}

/** `php -l` of every PHP file of the plugin and its tests, then the plugin's checks; throws on a failure. */
export async function runPhpChecks(): Promise<void> {
  const entries = await readdir(pluginRoot, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.php'))
    .map((entry) => path.join(entry.parentPath, entry.name));
  const broken = files.filter(
    (file) => spawnSync('php', ['-l', file], { stdio: ['ignore', 'ignore', 'inherit'] }).status !== 0,
  );
  if (broken.length > 0) throw new Error(`php -l failed: ${broken.join(', ')}`);
  console.log(`php -l: ${files.length} files without syntax errors`);
  const checks = spawnSync('php', [path.join(pluginRoot, 'test', 'unit', 'plugin-checks.php')], {
    stdio: 'inherit',
  });
  if (checks.status !== 0) throw new Error('test/unit/plugin-checks.php failed');
}
