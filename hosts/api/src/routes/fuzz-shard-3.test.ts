import { describeFuzzShard } from '../testing/fuzz/fuzz-suite.ts';

/** The fuzz suite's routes for the third of FUZZ_SHARDS files (see fuzz.test.ts). */
describeFuzzShard(3);
