import { createRequire } from 'node:module';
import { ROUTE_PATHS, shellPath } from '@showroom/contract';
import { REMOTE_KEYS, UI_TIMING } from '@showroom/contract/constants';
import { defineHost } from '../../rspack.config.ts';

export default defineHost({
  dir: import.meta.dirname,
  name: 'showroom_shell',
  title: 'Showroom',
  remotes: REMOTE_KEYS,
  // A remote's entry may take the spec's 120 s lazy-load time-out, not the runtime's 20 s (the
  // loader's plugin: embed.js waits as long for a remote's embed container).
  runtimePlugins: [
    [
      createRequire(import.meta.url).resolve('@showroom/loader/lazy-load-timeout-plugin'),
      { timeout: UI_TIMING.lazyLoadTimeoutMs },
    ],
  ],
  // Page metadata of spec §3; the API serves the shell, so the API is on the same origin.
  meta: {
    appname: 'Showroom',
    'api-base-url': '/api',
    'img-base-url': shellPath(ROUTE_PATHS.home),
    shop_id: '0',
  },
});
