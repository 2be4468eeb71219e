import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { HSTS } from './security-headers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ products: 0 });
});
afterAll(() => t.close());

describe('security headers', () => {
  it.each([
    ['a JSON response', '/api/setting', 200],
    ['a 404', '/api/no/such/route', 404],
    ['a 422', '/api/visualization/showrooms?s=', 422],
  ])('are on %s', async (_label, url, status) => {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(status);
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("img-src 'self' data: blob:");
    expect(csp).toContain("connect-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    // The shell adopts its styles (decision 0078): no 'unsafe-inline', no 'unsafe-eval'.
    expect(csp).toContain("style-src 'self';");
    expect(csp).not.toContain('unsafe');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(response.headers['x-powered-by']).toBeUndefined();
  });

  it('let other origins load /showroom/ assets by script tag (Cross-Origin-Resource-Policy)', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/showroom/embed.js' });
    expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(response.headers['content-security-policy']).toBeDefined();
  });

  describe('Strict-Transport-Security', () => {
    let proxied: TestApp;
    beforeAll(async () => {
      proxied = await createTestApp({ products: 0, trustProxy: true });
    });
    afterAll(() => proxied.close());

    const hstsOf = async (app: TestApp, headers: Record<string, string> = {}) =>
      (await app.app.inject({ method: 'GET', url: '/api/setting', headers })).headers[
        'strict-transport-security'
      ];

    it('is not sent over plain http', async () => {
      expect(await hstsOf(t)).toBeUndefined();
      expect(await hstsOf(proxied)).toBeUndefined();
      expect(await hstsOf(proxied, { 'x-forwarded-proto': 'http' })).toBeUndefined();
    });

    it('is sent when a trusted proxy says the request came over https', async () => {
      expect(await hstsOf(proxied, { 'x-forwarded-proto': 'https' })).toBe(HSTS);
    });

    it('ignores X-Forwarded-Proto from a client when no proxy is trusted', async () => {
      expect(await hstsOf(t, { 'x-forwarded-proto': 'https' })).toBeUndefined();
    });
  });
});
