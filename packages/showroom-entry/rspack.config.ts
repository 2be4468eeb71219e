import { defineRemote } from '../../rspack.config.ts';

export default defineRemote({
  dir: import.meta.dirname,
  name: 'showroom_entry',
  exposes: { './widgets': './src/index.ts', './elements': './src/elements.tsx' },
});
