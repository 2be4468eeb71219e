/**
 * Finds a Chromium for the browser test tiers (docs/architecture.md §9, "Browsers"): CHROME_PATH,
 * then Debian's /usr/bin/chromium, then Playwright's own; otherwise tries to install one
 * (Playwright's download where the internet is reachable, else apt-get as root).
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

function playwrightChromium(): string | null {
  try {
    const out = execFileSync(
      process.execPath,
      ['-e', "console.log(require('playwright-core').chromium.executablePath())"],
      { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] },
    ).trim();
    return out && existsSync(out) ? out : null;
  } catch {
    return null;
  }
}

export function findChromium(): string | null {
  const fromEnv = process.env.CHROME_PATH;
  if (fromEnv && existsSync(fromEnv)) return fromEnv;
  return CANDIDATES.find((candidate) => existsSync(candidate)) ?? playwrightChromium();
}

export function ensureChromium(): string {
  const found = findChromium();
  if (found) return found;
  console.log('No Chromium found; trying `npx playwright install chromium`…');
  spawnSync('npx', ['playwright', 'install', 'chromium'], { stdio: 'inherit', timeout: 120_000 });
  const downloaded = findChromium();
  if (downloaded) return downloaded;
  if (process.getuid?.() === 0) {
    console.log("Installing Debian's chromium with apt-get…");
    spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    spawnSync('apt-get', ['install', '-y', '-qq', 'chromium'], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    const installed = findChromium();
    if (installed) return installed;
  }
  throw new Error(
    'No Chromium: install Debian\'s "chromium" package or set CHROME_PATH to a Chrome/Chromium binary.',
  );
}

/** Launch flags for headless Chromium on these machines (no background network, no sandbox as root). */
export const CHROMIUM_ARGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/**
 * Flags for pages that draw WebGL (the 3D visualizer) without a GPU: Chromium then draws it with
 * SwiftShader, which newer releases do only when told this fallback (unsafe for untrusted pages) is wanted.
 */
export const SOFTWARE_GL_ARGS = [...CHROMIUM_ARGS, '--enable-unsafe-swiftshader'];

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(ensureChromium());
}
