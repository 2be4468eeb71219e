import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';
import { describeFuzzShard, FUZZ_SHARDS } from '../testing/fuzz/fuzz-suite.ts';

/** The fuzz suite, first of FUZZ_SHARDS files (`fuzz-shard-<n>.test.ts` fuzz the other routes). */
describeFuzzShard(1);

it('has one file per fuzz shard, so no route is left out', () => {
  const others = readdirSync(fileURLToPath(new URL('.', import.meta.url))).filter((name) =>
    /^fuzz-shard-\d+\.test\.ts$/.test(name),
  );
  const expected = Array.from({ length: FUZZ_SHARDS - 1 }, (_, i) => `fuzz-shard-${i + 2}.test.ts`);
  expect(others.sort()).toEqual(expected.sort());
});
