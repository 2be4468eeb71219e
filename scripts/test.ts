/**
 * `npm test`: every check of ARCHITECTURE.md §5 in order, stopping at the first failure:
 * typecheck, lint, dependency rules, unit + server tests, build, elements in Chromium, journeys.
 */
import { spawnSync } from 'node:child_process';
import { build } from './build.ts';
import { buildIsStale } from './build-freshness.ts';
import { repoRoot } from './build-targets.ts';
import { ensureChromium } from './ensure-chromium.ts';

interface Step {
  name: string;
  run: () => Promise<void> | void;
}

function npx(...args: string[]): () => void {
  return () => {
    const result = spawnSync('npx', ['--no-install', ...args], { cwd: repoRoot, stdio: 'inherit' });
    if (result.status !== 0) throw new Error(`${args.join(' ')} exited with ${result.status}`);
  };
}

let chromePath = '';
const steps: Step[] = [
  { name: 'typecheck', run: npx('tsc', '-b') },
  { name: 'lint', run: npx('biome', 'check', '.') },
  {
    name: 'dependency rules',
    run: npx('depcruise', 'packages', 'hosts', '--config', '.dependency-cruiser.cjs'),
  },
  { name: 'unit and server tests', run: npx('vitest', 'run') },
  {
    name: 'build',
    run: async () => {
      if (await buildIsStale()) await build();
      else console.log('dist/showroom is up to date');
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
  { name: 'elements in Chromium', run: npx('web-test-runner', '--config', 'web-test-runner.config.mjs') },
  { name: 'journeys (Playwright)', run: npx('playwright', 'test', '-c', 'e2e/playwright.config.ts') },
];

const started = Date.now();
let passed = 0;
for (const step of steps) {
  const stepStarted = Date.now();
  console.log(`\n▶ ${step.name}`);
  try {
    await step.run();
  } catch (error) {
    console.error(`\n✖ ${step.name} failed: ${error instanceof Error ? error.message : String(error)}`);
    console.log(`checks: ${passed} passed, 1 failed`);
    process.exit(1);
  }
  passed += 1;
  console.log(`✔ ${step.name} (${((Date.now() - stepStarted) / 1000).toFixed(1)} s)`);
}
console.log(`\nAll checks passed in ${((Date.now() - started) / 1000).toFixed(0)} s`);
console.log(`checks: ${passed} passed, 0 failed`);
