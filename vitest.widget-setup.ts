import { configure } from '@testing-library/dom';

/**
 * `npm test` runs these tests beside the server tests on a 2-core machine (decision 0122): a lazy chunk or a
 * faked answer can take longer than testing-library's 1 s default to show there. A longer wait changes no
 * assertion: a screen that never shows still fails, only later.
 */
configure({ asyncUtilTimeout: 3_000 });
