import { definePage } from '../../rspack.config.ts';

export default definePage({ dir: import.meta.dirname, folder: 'pay-frame' });
