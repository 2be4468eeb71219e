import { createRequire } from 'node:module';
import path from 'node:path';
import { ROUTE_PATHS, shellPath } from '@showroom/contract';
import { FIRST_PAINT_STYLESHEETS, ROUTE_INTRO_STYLESHEET } from '@showroom/contract/constants';
import { defineHost } from '../../rspack.config.ts';

const require = createRequire(import.meta.url);

export default defineHost({
  dir: import.meta.dirname,
  name: 'showroom_shell',
  title: 'Showroom',
  // The page the API serves for a route with an intro links it (decision 0118): the design tokens, the
  // shell's own sheet (its header and page box) and the intro's, as the app applies them later.
  // For markup the API serves: a route's intro in the shell's page (decision 0118: the tokens, the
  // shell's own sheet, the intro's) and the first paints in a pro's page (0129: the sheets the
  // catalogue's storefront and product page adopt, in their order), each laid out as the app does later.
  stylesheets: [
    {
      fileName: ROUTE_INTRO_STYLESHEET,
      files: [
        require.resolve('@showroom/ui/tokens.css'),
        path.join(import.meta.dirname, 'src', 'styles', 'shell.css'),
        require.resolve('@showroom/ui/route-intro.css'),
      ],
    },
    {
      fileName: FIRST_PAINT_STYLESHEETS.storefront,
      files: [
        require.resolve('@showroom/ui/tokens.css'),
        require.resolve('@showroom/ui/base.css'),
        require.resolve('@showroom/catalog/catalog.css'),
        require.resolve('@showroom/catalog/storefront.css'),
        require.resolve('@showroom/catalog/storefront-header.css'),
      ],
    },
    {
      fileName: FIRST_PAINT_STYLESHEETS.product,
      files: [
        require.resolve('@showroom/ui/tokens.css'),
        require.resolve('@showroom/ui/base.css'),
        require.resolve('@showroom/catalog/catalog.css'),
        require.resolve('@showroom/catalog/product-detail.css'),
      ],
    },
  ],
  // Page metadata of spec §3; the API serves the shell, so the API is on the same origin.
  meta: {
    appname: 'Showroom',
    'api-base-url': '/api',
    'img-base-url': shellPath(ROUTE_PATHS.home),
    shop_id: '0',
  },
});
