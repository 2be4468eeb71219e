import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { STOREFRONT_BAND_STYLESHEET } from '@showroom/contract/constants';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shop_profiles } from '../../modules/showrooms/showrooms-schema.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

const RULES = '.sr-storefront__brand{display:flex}';
const dist = mkdtempSync(join(tmpdir(), 'band-dist-'));
writeFileSync(join(dist, STOREFRONT_BAND_STYLESHEET), RULES);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ showroomDist: dist });
  // A name that would break out of the markup if it were not escaped.
  await t.db
    .update(shop_profiles)
    .set({ company_name: 'Evergreen <script>alert(1)</script> & "Sons"' })
    .where(eq(shop_profiles.vsd_id, 'HOMEPRO1'));
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

const get = (url: string) =>
  t.app.inject({ method: 'GET', url, headers: { origin: 'https://pro-site.test' } });

describe('GET /api/storefront_band/{vsd_id} (decision 0129)', () => {
  it('serves the pro’s band as markup, the name escaped, hidden until its stylesheet arrives', async () => {
    const response = await get('/api/storefront_band/HOMEPRO1');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    // Any page may ask it, registered or not: it says what the public shop profile says.
    expect(response.headers['access-control-allow-origin']).toBeDefined();
    const html = response.body;
    expect(html).toContain(
      '<h1>Welcome to Evergreen &lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;Sons&quot;</h1>',
    );
    expect(html).not.toContain('<script>');
    expect(html).toMatch(
      /<link data-served rel="stylesheet" href="[^"]+\/api\/storefront_band\/HOMEPRO1\/style\.css">/,
    );
    expect(html).toContain(
      '<div data-served class="sr-root" hidden><section class="sr-catalog sr-storefront">',
    );
    expect(html).toContain('<slot data-served></slot>');
  });

  it('gives its stylesheet the built rules and the showroom’s theme, loadable from another origin', async () => {
    const response = await get('/api/storefront_band/HOMEPRO1/style.css');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(response.body.startsWith(RULES)).toBe(true);
    expect(response.body).toMatch(
      /\.sr-root\[data-served\]\{--sr-primary:#[0-9a-f]{6};.*--sr-brand:#[0-9a-f]{6};/,
    );
  });

  it('is a 404 for a showroom that does not exist, and a 422 naming the field for a malformed ID', async () => {
    expect((await get('/api/storefront_band/NOSUCH00')).statusCode).toBe(404);
    expect((await get('/api/storefront_band/NOSUCH00/style.css')).statusCode).toBe(404);
    const bad = await get('/api/storefront_band/HOME%3CP1');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.vsd_id).toBeDefined();
  });
});

describe('without the built stylesheet (an older build)', () => {
  it('serves no band: unstyled, it would jump when the widget starts', async () => {
    const app = await createTestApp();
    try {
      expect((await app.app.inject({ method: 'GET', url: '/api/storefront_band/HOMEPRO1' })).statusCode).toBe(
        404,
      );
    } finally {
      await app.close();
    }
  });
});
