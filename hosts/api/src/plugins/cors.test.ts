import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_PLATFORM_ORIGIN, TEST_SITE_ORIGIN, type TestApp } from '../testing/test-app.ts';
import { CORS_ALLOWED_HEADERS } from './cors.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ products: 0 });
});
afterAll(() => t.close());

const getFrom = (origin: string) =>
  t.app.inject({ method: 'GET', url: '/api/visualization/showrooms?s=HOMEPRO1', headers: { origin } });
const preflightFrom = (origin: string) =>
  t.app.inject({
    method: 'OPTIONS',
    url: '/api/visualization/showrooms?s=HOMEPRO1',
    headers: {
      origin,
      'access-control-request-method': 'GET',
      'access-control-request-headers': 'authorization,authorizationai,x-requested-with',
    },
  });

describe('CORS', () => {
  it.each([
    ['the platform origin', TEST_PLATFORM_ORIGIN],
    ['a registered pro site', TEST_SITE_ORIGIN],
    ['the pro site by IP', 'http://127.0.0.1:8081'],
  ])('allows %s', async (_label, origin) => {
    const response = await getFrom(origin);
    expect(response.statusCode).toBe(200);
    expect(response.headers['access-control-allow-origin']).toBe(origin);
    expect(response.headers['access-control-allow-credentials']).toBeUndefined();
    expect(response.headers['access-control-expose-headers']).toBe('Retry-After');
    expect(response.headers.vary).toContain('Origin');
  });

  it('answers a preflight from a registered site with the methods and every client header', async () => {
    const response = await preflightFrom(TEST_SITE_ORIGIN);
    expect(response.statusCode).toBe(204);
    expect(response.headers['access-control-allow-origin']).toBe(TEST_SITE_ORIGIN);
    const allowed = String(response.headers['access-control-allow-headers']).split(', ');
    expect(allowed).toEqual(expect.arrayContaining(CORS_ALLOWED_HEADERS));
    expect(allowed).toEqual(expect.arrayContaining(['Authorization', 'AuthorizationAI', 'Idempotency-Key']));
    expect(String(response.headers['access-control-allow-methods'])).toContain('DELETE');
  });

  it.each(['https://evil.example', 'http://localhost:8082', 'http://platform.test.evil.example', 'null'])(
    'gives no CORS headers to %s',
    async (origin) => {
      const response = await getFrom(origin);
      expect(response.statusCode).toBe(200);
      expect(response.headers['access-control-allow-origin']).toBeUndefined();
      const preflight = await preflightFrom(origin);
      expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
      expect(preflight.headers['access-control-allow-headers']).toBeUndefined();
    },
  );
});
