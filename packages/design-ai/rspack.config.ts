import { defineRemote } from '../../rspack.config.ts';

export default defineRemote({
  dir: import.meta.dirname,
  exposes: { './widgets': './src/index.ts', './elements': './src/elements.ts' },
});
