/**
 * `npm test`: every check of docs/architecture.md §9 in order, stopping at the first failure:
 * typecheck, lint, dependency rules, unit + server tests, the WordPress plugin's PHP checks, build,
 * elements in Chromium, journeys, the plugin in a real WordPress; then the PostgreSQL tier (server
 * tests and a subset of journeys on PostgreSQL) when a server is given. The WordPress steps are
 * skipped, with what to install, where PHP, MariaDB or WordPress are missing.
 */
import { spawn, spawnSync } from 'node:child_process';
import { build } from './build.ts';
import { buildIsStale } from './build-freshness.ts';
import { repoRoot } from './build-targets.ts';
import { ensureChromium } from './ensure-chromium.ts';
import { POSTGRES_JOURNEY_TAG, postgresTier } from './postgres-tier.ts';
import { buildWordPressPluginZip } from './wordpress-plugin-zip.ts';
import { phpChecksTier, runPhpChecks, type WordPressTier, wordpressSiteTier } from './wordpress-tier.ts';

interface Step {
  name: string;
  run: () => Promise<void> | void;
  /** Why the step does not run here; a skipped step is reported, never counted as passed. */
  skipped?: string;
}

/**
 * Runs a tool on the embedded PGlite, whatever DATABASE_URL the shell has, or on the PostgreSQL server
 * `databaseUrl`. The environment is read when the step runs: earlier steps add to it (CHROME_PATH).
 */
function npx(args: string[], databaseUrl?: string): () => void {
  return () => {
    const { DATABASE_URL: _shellDatabase, ...env } = process.env;
    if (databaseUrl) env.DATABASE_URL = databaseUrl;
    const result = spawnSync('npx', ['--no-install', ...args], { cwd: repoRoot, stdio: 'inherit', env });
    if (result.status !== 0) throw new Error(`${args.join(' ')} exited with ${result.status}`);
  };
}

/**
 * Runs several tools at once on the embedded PGlite and fails if any fails: the widget tests take one
 * core (one worker, see architecture.md §9) while the server tests' two workers share both.
 */
function npxTogether(runs: string[][]): () => Promise<void> {
  return async () => {
    const { DATABASE_URL: _shellDatabase, ...env } = process.env;
    const exits = await Promise.all(
      runs.map(
        (args) =>
          new Promise<{ args: string[]; code: number | null }>((resolve, reject) => {
            const child = spawn('npx', ['--no-install', ...args], { cwd: repoRoot, stdio: 'inherit', env });
            child.once('error', reject);
            child.once('exit', (code) => resolve({ args, code }));
          }),
      ),
    );
    const failed = exits.filter((exit) => exit.code !== 0);
    if (failed.length > 0)
      throw new Error(failed.map((exit) => `${exit.args.join(' ')} exited with ${exit.code}`).join('; '));
  };
}

const postgres = postgresTier();

/** A step of the PostgreSQL tier: run with DATABASE_URL set to the server, or skipped with the reason. */
function onPostgres(name: string, args: string[]): Step {
  if (postgres.run) return { name, run: npx(args, postgres.serverUrl) };
  if (postgres.required) {
    return {
      name,
      run: () => {
        throw new Error(`CI must run the PostgreSQL tier, but there is ${postgres.reason}`);
      },
    };
  }
  return { name, run: () => {}, skipped: postgres.reason };
}

/** A WordPress step: run, or skipped with the one line of what to install. */
function onWordPress(name: string, tier: WordPressTier, run: Step['run']): Step {
  return tier.run ? { name, run } : { name, run: () => {}, skipped: tier.reason };
}

let chromePath = '';
const steps: Step[] = [
  { name: 'typecheck', run: npx(['tsc', '-b']) },
  { name: 'lint', run: npx(['biome', 'check', '.']) },
  {
    name: 'dependency rules',
    run: npx(['depcruise', 'packages', 'hosts', '--config', '.dependency-cruiser.cjs']),
  },
  {
    name: 'unit and server tests',
    run: npxTogether([
      ['vitest', 'run', '--project', '!api'],
      ['vitest', 'run', '--project', 'api'],
    ]),
  },
  onPostgres('server tests on PostgreSQL', ['vitest', 'run', '--project', 'api']),
  onWordPress('WordPress plugin: php -l and PHP checks', phpChecksTier(), runPhpChecks),
  {
    name: 'build',
    run: async () => {
      if (await buildIsStale()) await build();
      else {
        // The plugin's zip takes milliseconds: made every time, so it is never older than its files.
        await buildWordPressPluginZip();
        console.log('dist/showroom is up to date; dist/wordpress/showroom.zip made');
      }
    },
  },
  {
    name: 'find Chromium',
    run: () => {
      chromePath = ensureChromium();
      process.env.CHROME_PATH = chromePath;
      console.log(chromePath);
    },
  },
  { name: 'elements in Chromium', run: npx(['web-test-runner', '--config', 'web-test-runner.config.mjs']) },
  { name: 'journeys (Playwright)', run: npx(['playwright', 'test', '-c', 'e2e/playwright.config.ts']) },
  onWordPress(
    'the plugin in WordPress (Playwright)',
    wordpressSiteTier(),
    npx(['playwright', 'test', '-c', 'hosts/wordpress-plugin/test/site/playwright.config.ts']),
  ),
  onPostgres(`journeys on PostgreSQL (${POSTGRES_JOURNEY_TAG})`, [
    'playwright',
    'test',
    '-c',
    'e2e/playwright.config.ts',
    '--grep',
    POSTGRES_JOURNEY_TAG,
  ]),
];

const started = Date.now();
let passed = 0;
const skipped: string[] = [];
for (const step of steps) {
  if (step.skipped) {
    console.log(`\n⚠ ${step.name} SKIPPED: ${step.skipped}`);
    skipped.push(step.name);
    continue;
  }
  const stepStarted = Date.now();
  console.log(`\n▶ ${step.name}`);
  try {
    await step.run();
  } catch (error) {
    console.error(`\n✖ ${step.name} failed: ${error instanceof Error ? error.message : String(error)}`);
    console.log(`checks: ${passed} passed, 1 failed, ${skipped.length} skipped`);
    process.exit(1);
  }
  passed += 1;
  console.log(`✔ ${step.name} (${((Date.now() - stepStarted) / 1000).toFixed(1)} s)`);
}
const seconds = ((Date.now() - started) / 1000).toFixed(0);
if (skipped.length === 0) console.log(`\nAll checks passed in ${seconds} s`);
else console.log(`\nChecks passed in ${seconds} s, but ${skipped.length} did not run: ${skipped.join(', ')}`);
console.log(`checks: ${passed} passed, 0 failed, ${skipped.length} skipped`);
