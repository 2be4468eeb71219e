import { defineLoader } from '../../rspack.config.ts';

export default defineLoader({ dir: import.meta.dirname });
