import path from 'node:path';
import { ROUTE_PATHS, shellPath } from '@showroom/contract';
import { REMOTE_KEYS, UI_TIMING } from '@showroom/contract/constants';
import { defineHost } from '../../rspack.config.ts';

export default defineHost({
  dir: import.meta.dirname,
  name: 'showroom_shell',
  title: 'Showroom',
  remotes: REMOTE_KEYS,
  // A remote's entry may take the spec's 120 s lazy-load time-out, not the runtime's 20 s.
  runtimePlugins: [
    [
      path.join(import.meta.dirname, 'src/remotes/lazy-load-timeout-plugin.ts'),
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
