import { defineLoader } from '../../rspack.config.ts';
import { reservedSpaceCss } from './src/reserved-space.ts';

// The reserved-space sheet is the same for every page: its text is written in at build time.
export default defineLoader({
  dir: import.meta.dirname,
  define: { __RESERVED_SPACE_CSS__: JSON.stringify(reservedSpaceCss()) },
});
