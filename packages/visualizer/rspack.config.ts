import { defineRemote } from '../../rspack.config.ts';

export default defineRemote({
  dir: import.meta.dirname,
  name: 'showroom_visualizer',
  exposes: { './widgets': './src/index.ts', './elements': './src/elements.ts' },
});
