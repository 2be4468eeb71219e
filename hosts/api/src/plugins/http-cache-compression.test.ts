import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify, { type FastifyRequest, type LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../db/seed/demo-accounts.ts';
import { COMPRESS_MIN_BYTES } from '../lib/content-coding.ts';
import { strongEtag } from '../lib/serialized-answers.ts';
import { bearer, createTestApp, type TestApp } from '../testing/test-app.ts';
import { httpCachePlugin } from './http-cache.ts';
import { access } from './route-access.ts';

let t: TestApp;
let listBody: string;
beforeAll(async () => {
  t = await createTestApp();
  type Menu = { data: { data: { category: { slug: string } }[] } };
  const menu = (await t.app.inject({ method: 'GET', url: '/api/menu_category_show_all/0' })).json<Menu>();
  listBody = JSON.stringify({ category: menu.data.data[0]?.category.slug });
});
afterAll(() => t.close());

type Read = { method: 'GET' | 'POST'; url: string; payload?: string };
const brands: Read = { method: 'GET', url: '/api/brands' };
const list = (): Read => ({ method: 'POST', url: '/api/visualization/products', payload: listBody });
/** A public read answered per request (not from a ready answer): compressed as it is sent. */
const menu: Read = { method: 'GET', url: '/api/menu_category_show_all/0' };

const send = (read: Read, headers: Record<string, string> = {}) =>
  t.app.inject({
    ...read,
    headers: { ...(read.payload ? { 'content-type': 'application/json' } : {}), ...headers },
  });

const decoded = (response: LightMyRequestResponse): string => {
  const coding = response.headers['content-encoding'];
  if (coding === 'br') return brotliDecompressSync(response.rawPayload).toString('utf8');
  if (coding === 'gzip') return gunzipSync(response.rawPayload).toString('utf8');
  throw new Error(`not compressed: ${String(coding)}`);
};

const varies = (response: LightMyRequestResponse) =>
  String(response.headers.vary ?? '')
    .toLowerCase()
    .split(/\s*,\s*/)
    .includes('accept-encoding');

describe('compressed public reads', () => {
  it.each([
    ['brands', () => brands],
    ['a product list', list],
    ['the category menu', () => menu],
  ])('answers %s in br or gzip that decodes to exactly the identity body', async (_name, read) => {
    const identity = await send(read());
    expect(identity.statusCode).toBe(200);
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(Buffer.byteLength(identity.body)).toBeGreaterThanOrEqual(COMPRESS_MIN_BYTES);
    expect(varies(identity)).toBe(true);
    for (const [acceptEncoding, coding] of [
      ['gzip, deflate, br, zstd', 'br'],
      ['br', 'br'],
      ['gzip, deflate', 'gzip'],
    ] as const) {
      // Twice: the first may compress, the second is answered from what the first kept.
      for (const _ of [1, 2]) {
        const coded = await send(read(), { 'accept-encoding': acceptEncoding });
        expect(coded.statusCode).toBe(200);
        expect(coded.headers['content-encoding']).toBe(coding);
        expect(varies(coded)).toBe(true);
        expect(decoded(coded)).toBe(identity.body);
        expect(coded.rawPayload.length).toBeLessThan(Buffer.byteLength(identity.body) / 3);
        expect(Number(coded.headers['content-length'])).toBe(coded.rawPayload.length);
        expect(coded.headers['content-type']).toBe('application/json; charset=utf-8');
      }
    }
  });

  it('gives each coding of a GET read its own ETag, and answers 304 only to the coding it names', async () => {
    for (const read of [brands, menu]) {
      const identity = await send(read);
      const br = await send(read, { 'accept-encoding': 'br' });
      const gzip = await send(read, { 'accept-encoding': 'gzip' });
      const plain = String(identity.headers.etag);
      expect(plain).toBe(strongEtag(identity.body));
      expect(br.headers.etag).toBe(`${plain.slice(0, -1)}-br"`);
      expect(gzip.headers.etag).toBe(`${plain.slice(0, -1)}-gzip"`);
      for (const [acceptEncoding, etag] of [
        ['br', br.headers.etag],
        ['gzip', gzip.headers.etag],
        ['', plain],
      ]) {
        const again = await send(read, {
          'accept-encoding': String(acceptEncoding),
          'if-none-match': String(etag),
        });
        expect(again.statusCode).toBe(304);
        expect(again.body).toBe('');
        expect(varies(again)).toBe(true);
      }
      // An ETag of another coding names another representation: the full answer, in the coding asked for.
      const other = await send(read, { 'accept-encoding': 'br', 'if-none-match': plain });
      expect(other.statusCode).toBe(200);
      expect(decoded(other)).toBe(identity.body);
    }
  });

  it('answers a HEAD in the coding a GET would have, without a body', async () => {
    const head = await t.app.inject({
      method: 'HEAD',
      url: '/api/brands',
      headers: { 'accept-encoding': 'br' },
    });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-encoding']).toBe('br');
    expect(head.body).toBe('');
  });

  it('leaves answers under COMPRESS_MIN_BYTES as they are, with nothing to vary on', async () => {
    const small = await send(
      { method: 'GET', url: '/api/visualization/showrooms?s=HOMEPRO1' },
      { 'accept-encoding': 'br' },
    );
    expect(small.statusCode).toBe(200);
    expect(Buffer.byteLength(small.body)).toBeLessThan(COMPRESS_MIN_BYTES);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(varies(small)).toBe(false);
  });

  it('never compresses errors', async () => {
    const invalid = await send(
      { method: 'GET', url: '/api/brands?showroom=abc' },
      { 'accept-encoding': 'br' },
    );
    expect(invalid.statusCode).toBe(422);
    expect(invalid.headers['content-encoding']).toBeUndefined();
  });
});

describe('answers that carry a secret (BREACH)', () => {
  /** A large answer with a token beside text the caller chose: the case BREACH exploits. */
  const tokenBesideReflected = (request: FastifyRequest) => ({
    success: true,
    data: { token: '1|secret-session-token', echo: String(request.headers['x-echo']).repeat(200) },
  });

  it('compresses no answer outside the public reads, however large, and would compress a public read', async () => {
    const app = Fastify();
    httpCachePlugin(app);
    // Same paths and access as the real routes; only the public read's is declared in public-reads.ts.
    app.post('/api/login', access('public'), async (request) => tokenBesideReflected(request));
    app.get('/api/profile', access('anyAccount'), async (request) => tokenBesideReflected(request));
    app.get('/api/brands', access('public'), async (request) => tokenBesideReflected(request));
    const headers = { 'accept-encoding': 'gzip, deflate, br', 'x-echo': 'guess' };
    const login = await app.inject({ method: 'POST', url: '/api/login', headers, payload: {} });
    const profile = await app.inject({ method: 'GET', url: '/api/profile', headers });
    for (const secret of [login, profile]) {
      expect(secret.statusCode).toBe(200);
      expect(Buffer.byteLength(secret.body)).toBeGreaterThanOrEqual(COMPRESS_MIN_BYTES);
      expect(secret.headers['content-encoding']).toBeUndefined();
      expect(secret.json()).toMatchObject({ data: { token: '1|secret-session-token' } });
    }
    const publicRead = await app.inject({ method: 'GET', url: '/api/brands', headers });
    expect(publicRead.headers['content-encoding']).toBe('br');
    await app.close();
  });

  it('sends the real login answer and a signed-in caller’s answers uncompressed', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
      payload: { email: DEMO_ACCOUNTS.logins.homeowner.email, password: DEMO_ACCOUNTS.password },
    });
    expect(login.statusCode).toBe(200);
    expect(login.headers['content-encoding']).toBeUndefined();
    const token = await t.tokenFor(DEMO_ACCOUNTS.logins.homeowner.email);
    const profile = await t.app.inject({
      method: 'GET',
      url: '/api/profile',
      headers: { ...bearer(token), 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(profile.statusCode).toBe(200);
    expect(profile.headers['content-encoding']).toBeUndefined();
  });
});
