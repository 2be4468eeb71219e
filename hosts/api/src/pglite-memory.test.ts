import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from './lib/raw-rows.ts';
import { createTestApp, type TestApp } from './testing/test-app.ts';

/**
 * Issue #21: PGlite's memory was reported to grow over thousands of junk requests that reach the
 * database. Postgres inside PGlite lives in the API process, so whatever it keeps per statement (a
 * prepared statement or plan per distinct SQL text, a cache per search) would grow the API. This
 * sends junk that reaches the database, all different, and checks that Postgres' own memory stays put.
 */
const junk = (length: number) => randomBytes(length).toString('hex').slice(0, length);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ products: 60, databaseUrl: null });
});
afterAll(() => t.close());

/** Bytes held by the (one) PGlite backend's memory contexts, and its named prepared statements. */
async function backendMemory() {
  const [row] = rowsOf<{ bytes: string; prepared: string }>(
    await t.db.execute(sql`
      select (select sum(total_bytes) from pg_backend_memory_contexts)::text as bytes,
             (select count(*) from pg_prepared_statements)::text as prepared`),
  );
  return { bytes: Number(row!.bytes), prepared: Number(row!.prepared) };
}

/** The n-th junk request: every one reaches the database with values no other request used. */
function junkRequest(n: number) {
  const json = (url: string, payload: object) => ({ method: 'POST' as const, url, payload });
  switch (n % 6) {
    case 0:
      return json('/api/visualization/products', {
        q: junk(8),
        brand: Array.from({ length: 1 + (n % 9) }, (_, i) => n + i),
      });
    case 1:
      return { method: 'GET' as const, url: `/api/visualization/showrooms?s=${junk(8).toUpperCase()}` };
    case 2:
      return { method: 'GET' as const, url: `/api/product/${junk(30)}` };
    case 3:
      return { method: 'GET' as const, url: `/api/brands?page=${n}` };
    case 4:
      return { method: 'GET' as const, url: `/api/menu_category_show_all/${n}` };
    default:
      return json('/api/recently_viewed', { products: [junk(10), junk(10)] });
  }
}

async function send(from: number, count: number) {
  const statuses = new Set<number>();
  for (let n = from; n < from + count; n += 1) statuses.add((await t.app.inject(junkRequest(n))).statusCode);
  return statuses;
}

describe('PGlite under junk that reaches the database', () => {
  it("keeps Postgres' own memory flat and no statement per distinct SQL text", async () => {
    await send(0, 300);
    const before = await backendMemory();
    const statuses = await send(300, 1_800);
    const after = await backendMemory();
    expect([...statuses].every((status) => status < 500)).toBe(true);
    expect(after.prepared).toBe(0);
    // Memory contexts come in 8 KB blocks; 1 MB is far below what one statement or plan per request keeps.
    expect(after.bytes - before.bytes).toBeLessThan(1024 * 1024);
  }, 180_000);
});
