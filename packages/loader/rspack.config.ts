import { elementContainers, reservedSpaceCss } from '@showroom/contract/constants';
import { defineLoader } from '../../rspack.config.ts';

// What is the same for every page is written in at build time: the reserved-space sheet and which
// remote defines which element.
export default defineLoader({
  dir: import.meta.dirname,
  define: {
    __RESERVED_SPACE_CSS__: JSON.stringify(reservedSpaceCss()),
    __ELEMENT_REMOTES__: JSON.stringify(elementContainers()),
  },
});
