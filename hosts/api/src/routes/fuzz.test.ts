import { beforeAll, describe, expect, it } from 'vitest';
import { type FuzzApiResult, fuzzTheApi } from '../testing/fuzz/fuzz-api.ts';

/** ≥ 200 generated invalid requests per route (issue #10); FUZZ_SEED explores other inputs. */
const RUNS_PER_ROUTE = 200;
const SEED = Number(process.env.FUZZ_SEED ?? 10);

/**
 * About 190 routes × 200 requests, one after another on one database, beside the other test files on two
 * cores: 3–5 minutes, so the hook may take 8.
 */
const FUZZ_HOOK_MS = 480_000;

let result: FuzzApiResult;
beforeAll(async () => {
  result = await fuzzTheApi({ runsPerRoute: RUNS_PER_ROUTE, seed: SEED });
}, FUZZ_HOOK_MS);

describe('fuzz: every /api route under generated invalid requests', () => {
  it('has a fuzz entry for every registered route, and no entry for a route that is gone', () => {
    expect(result.routes.length).toBeGreaterThan(30);
    expect(result.uncatalogued).toEqual([]);
    expect(result.unregistered).toEqual([]);
  });

  it(`sent ${RUNS_PER_ROUTE} requests to each route`, () => {
    expect(result.requests).toBe(result.routes.length * RUNS_PER_ROUTE);
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
