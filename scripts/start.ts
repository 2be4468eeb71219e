/**
 * `npm start`: builds what is missing or stale, then starts the API (which serves the shell,
 * remotes and embed.js) and the contractor demo site, and prints where everything is.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { build } from './build.ts';
import { buildIsStale } from './build-freshness.ts';
import { repoRoot } from './build-targets.ts';

const started = Date.now();
const port = Number(process.env.PORT ?? 8080);
const sitePort = Number(process.env.CONTRACTOR_SITE_PORT ?? 8081);
const platformUrl = process.env.PLATFORM_ORIGIN ?? `http://localhost:${port}`;
const siteUrl = `http://localhost:${sitePort}`;

if (await buildIsStale()) {
  console.log('Building the front end (first start or sources changed)…');
  await build();
}

const children: ChildProcess[] = [];
function run(label: string, script: string, env: Record<string, string>): void {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(repoRoot, script)], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  child.on('exit', (code) => {
    if (code !== 0 && code !== null) {
      console.error(`${label} stopped with exit code ${code}`);
      shutdown(1);
    }
  });
  children.push(child);
}

function shutdown(code = 0): void {
  for (const child of children) child.kill('SIGTERM');
  process.exit(code);
}
process.on('SIGINT', () => shutdown());
process.on('SIGTERM', () => shutdown());

run('API', 'hosts/api/src/main.ts', {
  PORT: String(port),
  PLATFORM_ORIGIN: platformUrl,
  CONTRACTOR_SITE_ORIGIN: siteUrl,
});
run('Contractor site', 'hosts/contractor-site/src/main.ts', {
  CONTRACTOR_SITE_PORT: String(sitePort),
  PLATFORM_URL: platformUrl,
});

async function waitForApi(): Promise<void> {
  for (;;) {
    const ok = await fetch(`http://127.0.0.1:${port}/api/setting`)
      .then((response) => response.ok)
      .catch(() => false);
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

await waitForApi();
console.log(`
Showroom is ready in ${((Date.now() - started) / 1000).toFixed(1)} s
  Shell:            ${platformUrl}/showroom/
  Pros' console:    ${platformUrl}/showroom/pro   (contractor@showroom.test, Showroom!2026)
  Embed script:     ${platformUrl}/showroom/embed.js
  Contractor site:  ${siteUrl}/   (hostile-CSS page: ${siteUrl}/hostile.html)
Press Ctrl+C to stop.`);
