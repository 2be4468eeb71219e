import { beforeAll, describe, expect, it } from 'vitest';
import { type FuzzApiResult, fuzzTheApi } from './fuzz-api.ts';

/** ≥ 200 generated invalid requests per route (issue #10); FUZZ_SEED explores other inputs. */
export const FUZZ_RUNS_PER_ROUTE = 200;
/** The suite's files, each fuzzing every FUZZ_SHARDS-th route: the two test workers share the routes. */
export const FUZZ_SHARDS = 3;
const SEED = Number(process.env.FUZZ_SEED ?? 10);

/**
 * About 60 routes × 200 requests, one after another on one database, beside the other test files on two
 * cores: a minute or two, so the hook may take 8.
 */
const FUZZ_HOOK_MS = 480_000;

/**
 * The fuzz suite's tests for the `shard`-th of FUZZ_SHARDS files (1-based, so shard 1 is `fuzz.test.ts`):
 * the same requests as one file fuzzing every route, split so two workers run them side by side.
 */
export function describeFuzzShard(shard: number): void {
  let result: FuzzApiResult;
  beforeAll(async () => {
    result = await fuzzTheApi({
      runsPerRoute: FUZZ_RUNS_PER_ROUTE,
      seed: SEED,
      shard: { index: shard - 1, count: FUZZ_SHARDS },
    });
  }, FUZZ_HOOK_MS);

  describe(`fuzz (${shard} of ${FUZZ_SHARDS}): /api routes under generated invalid requests`, () => {
    it('has a fuzz entry for every registered route, and no entry for a route that is gone', () => {
      expect(result.routes.length).toBeGreaterThan(30);
      expect(result.uncatalogued).toEqual([]);
      expect(result.unregistered).toEqual([]);
    });

    it(`fuzzed its share of the routes, ${FUZZ_RUNS_PER_ROUTE} requests to each`, () => {
      // Every FUZZ_SHARDS-th of the catalogued routes from this shard's: together the files fuzz them all.
      expect(result.fuzzed.length).toBe(Math.ceil((result.routes.length - (shard - 1)) / FUZZ_SHARDS));
      expect(result.requests).toBe(result.fuzzed.length * FUZZ_RUNS_PER_ROUTE);
    });

    it('never answers 5xx, and no body shows a stack, SQL, a path or an internal error name', () => {
      // One line per kind of failure with the first request that caused it (FUZZ_SEED reproduces the run).
      const kinds = new Map<string, string>();
      for (const { route, status, problem, request, body } of result.failures) {
        const kind = `${route} → ${status} (${problem})`;
        if (!kinds.has(kind))
          kinds.set(kind, `${JSON.stringify(request).slice(0, 300)} ⇒ ${body.slice(0, 200)}`);
      }
      expect(Object.fromEntries(kinds)).toEqual({});
      expect(result.serverErrors).toBe(0);
    });
  });
}
