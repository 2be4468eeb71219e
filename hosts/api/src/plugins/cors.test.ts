import { formatMessage } from '@showroom/contract';
import {
  ORIGIN_UNREGISTERED_HEADER,
  proEmbedsConsoleUrl,
  SITE_ORIGIN_MESSAGES,
} from '@showroom/contract/constants';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../db/seed/demo-accounts.ts';
import { createTestApp, TEST_PLATFORM_ORIGIN, TEST_SITE_ORIGIN, type TestApp } from '../testing/test-app.ts';
import { CORS_ALLOWED_HEADERS } from './cors.ts';
import { publicReads } from './public-reads.ts';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp({ products: 20 });
  token = await t.tokenFor(DEMO_ACCOUNTS.logins.homeowner.email);
});
afterAll(() => t.close());

const UNREGISTERED = 'https://unregistered.example';
const REGISTERED = [
  ['the platform origin', TEST_PLATFORM_ORIGIN],
  ['a registered pro site', TEST_SITE_ORIGIN],
  ['the pro site by IP', 'http://127.0.0.1:8081'],
] as const;
/** What the client sends on every call (spec §7), signed out. */
const CLIENT_HEADERS = {
  authorization: 'Bearer ',
  authorizationai: 'Bearer ',
  accept: 'application/json',
  'x-requested-with': 'XMLHttpRequest',
  'content-type': 'application/json',
};

const getFrom = (origin: string) =>
  t.app.inject({ method: 'GET', url: '/api/visualization/showrooms?s=HOMEPRO1', headers: { origin } });
const preflightFrom = (origin: string, method = 'GET', url = '/api/visualization/showrooms?s=HOMEPRO1') =>
  t.app.inject({
    method: 'OPTIONS',
    url,
    headers: {
      origin,
      'access-control-request-method': method,
      'access-control-request-headers': 'authorization,authorizationai,content-type,x-requested-with',
    },
  });
const callFrom = (origin: string, request: InjectOptions) =>
  t.app.inject({ ...request, headers: { ...CLIENT_HEADERS, origin, ...request.headers } });

/** One call of each public read, as the widgets make them. */
const PUBLIC_CALLS: Record<string, InjectOptions> = {
  'GET /api/visualization/showrooms': { method: 'GET', url: '/api/visualization/showrooms?s=HOMEPRO1' },
  'GET /api/visualization/shop_profile': {
    method: 'GET',
    url: '/api/visualization/shop_profile?showroom=HOMEPRO1',
  },
  'GET /api/setting': { method: 'GET', url: '/api/setting' },
  'GET /api/public': { method: 'GET', url: '/api/public' },
  'GET /api/menu_category_show_all/:id': { method: 'GET', url: '/api/menu_category_show_all/HOMEPRO1' },
  'POST /api/visualization/products': { method: 'POST', url: '/api/visualization/products', payload: {} },
  'GET /api/product/:hash': { method: 'GET', url: '/api/product/nothing-here' },
  'GET /api/product/:hash/picture.png': { method: 'GET', url: '/api/product/nothing-here/picture.png' },
  'GET /api/pictures/:version/product/:hash/:view.svg': {
    method: 'GET',
    url: '/api/pictures/v1/product/0000000000000000/thumb.svg',
  },
  'GET /api/pictures/:version/product/:hash/texture.png': {
    method: 'GET',
    url: '/api/pictures/v1/product/0000000000000000/texture.png',
  },
  'GET /api/pictures/:version/product/:hash/relief.png': {
    method: 'GET',
    url: '/api/pictures/v1/product/0000000000000000/relief.png',
  },
  'GET /api/pictures/:version/category/:slug.svg': {
    method: 'GET',
    url: '/api/pictures/v1/category/nothing-here.svg',
  },
  'GET /api/pictures/:version/brand/:slug.svg': {
    method: 'GET',
    url: '/api/pictures/v1/brand/nothing-here.svg',
  },
  'POST /api/top_products': { method: 'POST', url: '/api/top_products/', payload: {} },
  'POST /api/customer_also_viewed': { method: 'POST', url: '/api/customer_also_viewed', payload: {} },
  'POST /api/recently_viewed': { method: 'POST', url: '/api/recently_viewed', payload: { products: [] } },
  'GET /api/brands': { method: 'GET', url: '/api/brands' },
  'GET /api/first_paint/storefront/:vsd_id': { method: 'GET', url: '/api/first_paint/storefront/HOMEPRO1' },
  'GET /api/first_paint/product/:hash': { method: 'GET', url: '/api/first_paint/product/nothing-here' },
  // The embed health report of an unregistered site (decision 0087).
  'POST /api/embed_health': {
    method: 'POST',
    url: '/api/embed_health',
    headers: { 'content-type': 'text/plain' },
    payload: JSON.stringify({ showroom: 'HOMEPRO1', origin: '', path: '/', elements: [], problems: [] }),
  },
  // A widget's visit on an unregistered site (decision 0088).
  'POST /api/visits': { method: 'POST', url: '/api/visits', payload: { showroom: 1, surface: 'embed' } },
};

/** Calls that carry a token, sign in, or change data: one or more of each kind. */
const GUARDED_CALLS: [string, InjectOptions][] = [
  ['sign in', { method: 'POST', url: '/api/login', payload: { email: 'a@b.co', password: 'x' } }],
  ['register', { method: 'POST', url: '/api/register', payload: {} }],
  ['a lead', { method: 'POST', url: '/api/sample_request', payload: {} }],
  ['a password reset', { method: 'POST', url: '/api/password/email', payload: { email: 'a@b.co' } }],
  ['the email-verify link', { method: 'GET', url: '/api/email/verify/abc' }],
  ['a visitor’s cart', { method: 'GET', url: '/api/projectCart?temp_project_id=abc' }],
  ['adding to the cart', { method: 'POST', url: '/api/projectCart/sync_to_cart', payload: {} }],
  ['a social sign-in', { method: 'GET', url: '/api/sociallogin/google/sandbox' }],
  ['an unknown API path', { method: 'GET', url: '/api/no-such-thing' }],
];

describe('CORS for registered origins', () => {
  it.each(REGISTERED)('allows %s', async (_label, origin) => {
    const response = await getFrom(origin);
    expect(response.statusCode).toBe(200);
    expect(response.headers['access-control-allow-origin']).toBe(origin);
    expect(response.headers['access-control-allow-credentials']).toBeUndefined();
    expect(response.headers['access-control-expose-headers']).toBe(
      `Retry-After, ${ORIGIN_UNREGISTERED_HEADER}`,
    );
    expect(response.headers.vary).toContain('Origin');
  });

  it('answers a preflight from a registered site with the methods and every client header', async () => {
    const response = await preflightFrom(TEST_SITE_ORIGIN, 'POST', '/api/login');
    expect(response.statusCode).toBe(204);
    expect(response.headers['access-control-allow-origin']).toBe(TEST_SITE_ORIGIN);
    const allowed = String(response.headers['access-control-allow-headers']).split(', ');
    expect(allowed).toEqual(expect.arrayContaining(CORS_ALLOWED_HEADERS));
    expect(allowed).toEqual(expect.arrayContaining(['Authorization', 'AuthorizationAI', 'Idempotency-Key']));
    expect(String(response.headers['access-control-allow-methods'])).toContain('DELETE');
  });

  it('lets a registered site make calls that need a token', async () => {
    const response = await callFrom(TEST_SITE_ORIGIN, {
      method: 'GET',
      url: '/api/profile',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers[ORIGIN_UNREGISTERED_HEADER.toLowerCase()]).toBeUndefined();
  });
});

describe('CORS for an origin no pro registered', () => {
  it('declares one test call per public read', () => {
    expect(Object.keys(PUBLIC_CALLS).sort()).toEqual([...publicReads()].sort());
  });

  const FOR_THE_PRO = formatMessage(SITE_ORIGIN_MESSAGES.registerSite, {
    origins: UNREGISTERED,
    console: proEmbedsConsoleUrl(TEST_PLATFORM_ORIGIN),
  });

  it.each(Object.entries(PUBLIC_CALLS))('answers the public read %s to any origin', async (_route, call) => {
    const response = await callFrom(UNREGISTERED, call);
    expect(response.statusCode).not.toBe(403);
    expect(response.statusCode).toBeLessThan(500);
    expect(response.headers['access-control-allow-origin']).toBe('*');
    expect(response.headers['access-control-allow-credentials']).toBeUndefined();
  });

  it('marks the showroom search embed.js sends at load, so it can tell the pro at once', async () => {
    const response = await getFrom(UNREGISTERED);
    expect(response.statusCode).toBe(200);
    expect(response.headers[ORIGIN_UNREGISTERED_HEADER.toLowerCase()]).toBe(FOR_THE_PRO);
    expect(response.headers.vary).toContain('Origin');
    expect(String(response.headers['access-control-expose-headers'])).toContain(ORIGIN_UNREGISTERED_HEADER);
  });

  it('leaves the other public reads one answer for every origin', async () => {
    const response = await callFrom(UNREGISTERED, { method: 'GET', url: '/api/setting' });
    expect(response.headers[ORIGIN_UNREGISTERED_HEADER.toLowerCase()]).toBeUndefined();
  });

  it.each(REGISTERED)('leaves the mark off the public reads of %s', async (_label, origin) => {
    const response = await getFrom(origin);
    expect(response.headers[ORIGIN_UNREGISTERED_HEADER.toLowerCase()]).toBeUndefined();
  });

  it('answers a public read even when the page sends a token (the catalogue never reads it)', async () => {
    const response = await callFrom(UNREGISTERED, {
      method: 'GET',
      url: '/api/visualization/showrooms?s=HOMEPRO1',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ data: { data: [{ vsd_id: 'HOMEPRO1' }] } });
  });

  it.each(['GET', 'POST', 'PUT', 'DELETE'])(
    'passes a %s preflight with every client header, so the browser sends the call and shows its answer',
    async (method) => {
      const response = await preflightFrom(UNREGISTERED, method, '/api/profile');
      expect(response.statusCode).toBe(204);
      expect(response.headers['access-control-allow-origin']).toBe('*');
      expect(response.headers['access-control-allow-credentials']).toBeUndefined();
      const allowed = String(response.headers['access-control-allow-headers']).split(', ');
      expect(allowed).toEqual(expect.arrayContaining(['Authorization', 'AuthorizationAI', 'Content-Type']));
    },
  );

  it.each(GUARDED_CALLS)('refuses %s with a readable 403 that names the origin', async (_label, call) => {
    const response = await callFrom(UNREGISTERED, call);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: SITE_ORIGIN_MESSAGES.siteNotRegistered });
    expect(response.headers[ORIGIN_UNREGISTERED_HEADER.toLowerCase()]).toBe(FOR_THE_PRO);
    expect(response.headers['access-control-allow-origin']).toBe('*');
    expect(String(response.headers['access-control-expose-headers'])).toContain(ORIGIN_UNREGISTERED_HEADER);
  });

  it('refuses a call with a valid token before it reaches the route', async () => {
    const response = await callFrom(UNREGISTERED, {
      method: 'PUT',
      url: '/api/profile',
      headers: { authorization: `Bearer ${token}` },
      payload: { street: '7 Stranger Lane', state: 'OR', city: 'Portland', zip_code: '97201', apartment: '' },
    });
    expect(response.statusCode).toBe(403);
    const profile = await callFrom(TEST_SITE_ORIGIN, {
      method: 'GET',
      url: '/api/profile',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(JSON.stringify(profile.json())).not.toContain('7 Stranger Lane');
  });

  it('treats the opaque origin "null" (sandboxed frames, files) like any unregistered origin', async () => {
    expect((await getFrom('null')).headers['access-control-allow-origin']).toBe('*');
    expect((await callFrom('null', GUARDED_CALLS[0]![1])).statusCode).toBe(403);
  });

  it.each(['http://localhost:8082', 'http://platform.test.evil.example'])(
    'does not mistake %s for a registered origin',
    async (origin) => {
      const response = await callFrom(origin, GUARDED_CALLS[0]![1]);
      expect(response.statusCode).toBe(403);
      expect(response.headers['access-control-allow-origin']).toBe('*');
    },
  );

  it('leaves requests without an Origin alone (same-origin GETs, servers)', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/login', payload: {} });
    expect(response.statusCode).toBe(422);
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });
});
