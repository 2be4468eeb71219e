import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../db/seed/demo-accounts.ts';
import { strongEtag } from '../lib/serialized-answers.ts';
import { bearer, createTestApp, type TestApp } from '../testing/test-app.ts';
import { PUBLIC_READ_CACHE_CONTROL } from './http-cache.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ products: 0 });
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

describe('HTTP caching of public reads', () => {
  it.each(['/api/setting', '/api/visualization/showrooms?s=HOMEPRO1'])(
    'gives %s a public Cache-Control and an ETag',
    async (url) => {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe(PUBLIC_READ_CACHE_CONTROL);
      expect(response.headers.etag).toMatch(/^"[\w-]+"$/);
    },
  );

  it.each([
    '/api/setting',
    '/api/visualization/showrooms?s=HOMEPRO1',
    '/api/visualization/shop_profile?showroom=1',
  ])(
    'answers %s from its ready JSON byte for byte, with a stable ETag that hashes exactly that body',
    async (url) => {
      const first = await get(url);
      const again = await get(url);
      expect(again.body).toBe(first.body);
      expect(again.headers.etag).toBe(first.headers.etag);
      expect(first.headers.etag).toBe(strongEtag(first.body));
      // The ready JSON is the envelope the client parses, not a string inside one.
      expect(first.json()).toMatchObject({ success: true, message: '' });
      expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    },
  );

  it('answers 304 without a body when If-None-Match names the current ETag, weak or not', async () => {
    const { headers } = await get('/api/setting');
    const etag = String(headers.etag);
    for (const ifNoneMatch of [etag, `W/${etag}`, `"other", ${etag}`]) {
      const again = await get('/api/setting', { 'if-none-match': ifNoneMatch });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
    }
    const changed = await get('/api/setting', { 'if-none-match': '"stale"' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ success: true });
  });

  it('leaves errors uncached', async () => {
    const invalid = await get('/api/visualization/showrooms?s=');
    expect(invalid.statusCode).toBe(422);
    expect(invalid.headers['cache-control']).toBeUndefined();
    expect(invalid.headers.etag).toBeUndefined();
  });

  it('never marks an answer to a signed-in caller public', async () => {
    const token = await t.tokenFor(DEMO_ACCOUNTS.logins.homeowner.email);
    const profile = await get('/api/profile', bearer(token));
    expect(profile.statusCode).toBe(200);
    expect(String(profile.headers['cache-control'] ?? '')).not.toContain('public');
    expect(profile.headers.etag).toBeUndefined();
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: DEMO_ACCOUNTS.logins.homeowner.email, password: DEMO_ACCOUNTS.password },
    });
    expect(login.statusCode).toBe(200);
    expect(String(login.headers['cache-control'] ?? '')).not.toContain('public');
    expect(login.headers.etag).toBeUndefined();
  });
});
