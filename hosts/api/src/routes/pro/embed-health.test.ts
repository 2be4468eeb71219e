import { validationErrorSchema } from '@showroom/contract';
import { EMBED_HEALTH_REPORT } from '@showroom/contract/constants';
import { type EmbedHealthReport, embedHealthResponseSchema } from '@showroom/contract/pro';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../db/seed/demo-accounts.ts';
import { RATE_LIMITS } from '../../providers/rate-limits/rate-limits.ts';
import {
  bearer,
  createTestApp,
  TEST_PLATFORM_ORIGIN,
  TEST_SITE_ORIGIN,
  type TestApp,
} from '../../testing/test-app.ts';

let t: TestApp;
let contractor: Record<string, string>;
let designer: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp({ products: 0 });
  contractor = bearer(await t.tokenFor(DEMO_ACCOUNTS.logins.contractor.email));
  designer = bearer(await t.tokenFor(DEMO_ACCOUNTS.logins.designer.email));
});
afterAll(() => t.close());

const UNREGISTERED = 'https://unlisted.example';
const report = (fields: Partial<EmbedHealthReport> = {}): EmbedHealthReport => ({
  showroom: 'HOMEPRO1',
  origin: TEST_SITE_ORIGIN,
  path: '/shop',
  elements: ['showroom-store'],
  problems: [],
  ...fields,
});
/** As embed.js sends it: a text/plain body from the page's origin, with a client address. */
const send = (body: unknown, origin = TEST_SITE_ORIGIN, ip = '203.0.113.7') =>
  t.app.inject({
    method: 'POST',
    url: EMBED_HEALTH_REPORT.path,
    headers: { origin, 'content-type': 'text/plain;charset=UTF-8' },
    payload: typeof body === 'string' ? body : JSON.stringify(body),
    remoteAddress: ip,
  });
const health = async (headers: Record<string, string>) => {
  const response = await t.app.inject({ method: 'GET', url: '/api/pro/embed_health', headers });
  expect(response.statusCode).toBe(200);
  return embedHealthResponseSchema.parse(response.json()).data.data;
};
const site = async (origin: string) => (await health(contractor)).find((row) => row.origin === origin);

describe('embed health', () => {
  it('lists a registered site never seen yet, saying so', async () => {
    const fresh = await site('http://127.0.0.1:8081');
    expect(fresh).toMatchObject({ registered: true, last_seen_at: null, pages: [], problems: [] });
  });

  it("keeps one row per page, merging what each load saw, and shows it only to the showroom's pro", async () => {
    expect((await send(report())).statusCode).toBe(204);
    t.clock.advance(60_000);
    const second = await send(report({ elements: ['showroom-product'], problems: ['csp:img-src'] }));
    expect(second.statusCode).toBe(204);
    const seen = await site(TEST_SITE_ORIGIN);
    expect(seen?.registered).toBe(true);
    expect(seen?.elements).toEqual(['showroom-product', 'showroom-store']);
    expect(seen?.pages).toEqual([
      expect.objectContaining({ path: '/shop', loads: 2, elements: ['showroom-product', 'showroom-store'] }),
    ]);
    expect(seen?.problems).toEqual([
      expect.objectContaining({ problem: 'csp:img-src', current: true, paths: ['/shop'] }),
    ]);
    expect(seen?.problems[0]?.fix).toContain(`Add ${TEST_PLATFORM_ORIGIN} to img-src`);
    expect((await health(designer)).map((row) => row.origin)).not.toContain(TEST_SITE_ORIGIN);
  });

  it('says a problem is fixed once the page loads without it', async () => {
    t.clock.advance(60_000);
    await send(report());
    const seen = await site(TEST_SITE_ORIGIN);
    expect(seen?.problems).toEqual([expect.objectContaining({ problem: 'csp:img-src', current: false })]);
  });

  it('takes the origin from the browser, and shows an unregistered site as a problem with its fix', async () => {
    // The report claims a registered site; the Origin header the browser set is what counts.
    expect((await send(report({ path: '/blog' }), UNREGISTERED)).statusCode).toBe(204);
    const rows = await health(contractor);
    expect(rows[0]?.origin).toBe(UNREGISTERED);
    expect(rows[0]?.registered).toBe(false);
    expect(rows[0]?.problems[0]).toMatchObject({ problem: 'unregistered', paths: ['/blog'] });
    expect(rows[0]?.problems[0]?.fix).toContain(`Add ${UNREGISTERED} under Your sites`);
  });

  it('stores nothing for the platform itself (the console preview) or an unknown Showroom ID', async () => {
    expect((await send(report({ path: '/preview' }), TEST_PLATFORM_ORIGIN)).statusCode).toBe(204);
    expect((await send(report({ showroom: 'NOSUCH99', path: '/other' }))).statusCode).toBe(204);
    const paths = (await health(contractor)).flatMap((row) => row.pages.map((page) => page.path));
    expect(paths).not.toContain('/preview');
    expect(paths).not.toContain('/other');
  });

  it('refuses a bad report with 422 field errors and a large one with 413', async () => {
    const bad = await send({ ...report(), elements: ['script'], path: 'no-slash' });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(validationErrorSchema.parse(bad.json()).errors)).toEqual(
      expect.arrayContaining(['elements.0', 'path']),
    );
    expect((await send('not json')).statusCode).toBe(422);
    const big = await send(report({ path: `/${'a'.repeat(EMBED_HEALTH_REPORT.maxBytes)}` }));
    expect(big.statusCode).toBe(413);
  });

  // 121 reports one after another, each a write: well over the default 15 s on a busy two-core machine.
  it('limits reports per address', { timeout: 60_000 }, async () => {
    const ip = '198.51.100.9';
    for (let i = 0; i < RATE_LIMITS.embedReportsPerIp.max; i += 1) await send(report(), TEST_SITE_ORIGIN, ip);
    const refused = await send(report(), TEST_SITE_ORIGIN, ip);
    expect(refused.statusCode).toBe(429);
  });

  it('is for pros only', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/pro/embed_health' });
    expect(response.statusCode).toBe(401);
  });
});
