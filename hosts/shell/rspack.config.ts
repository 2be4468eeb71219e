import { ROUTE_PATHS, shellPath } from '@showroom/contract';
import { defineHost } from '../../rspack.config.ts';

export default defineHost({
  dir: import.meta.dirname,
  name: 'showroom_shell',
  title: 'Showroom',
  // Page metadata of spec §3; the API serves the shell, so the API is on the same origin.
  meta: {
    appname: 'Showroom',
    'api-base-url': '/api',
    'img-base-url': shellPath(ROUTE_PATHS.home),
    shop_id: '0',
  },
});
