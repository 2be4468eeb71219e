import { describeFuzzShard } from '../testing/fuzz/fuzz-suite.ts';

/** The fuzz suite's routes for the second of FUZZ_SHARDS files (see fuzz.test.ts). */
describeFuzzShard(2);
