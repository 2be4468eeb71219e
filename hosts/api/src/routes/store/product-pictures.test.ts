import { MESSAGES, PICTURES_VERSION, validationErrorSchema } from '@showroom/contract';
import { and, eq, like, or } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories, products } from '../../modules/catalog/catalog-schema.ts';
import { createTestApp, TEST_SITE_ORIGIN, type TestApp } from '../../testing/test-app.ts';
import { PICTURE_CACHE_CONTROL, PICTURE_SVG_CSP } from './picture-reply.ts';

let t: TestApp;
let tile: typeof products.$inferSelect;
let fixture: typeof products.$inferSelect;
beforeAll(async () => {
  t = await createTestApp();
  const pick = async (unit: 'Box' | 'Piece') =>
    (
      await t.db
        .select({ product: products })
        .from(products)
        .innerJoin(categories, eq(categories.id, products.category_id))
        .where(eq(categories.unit, unit))
        .limit(1)
    )[0]!.product;
  tile = await pick('Box');
  fixture = await pick('Piece');
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: `/api/pictures/${url}`, headers });

describe('GET /api/pictures/{version}/product/{hash}/{view}.svg', () => {
  it.each(['thumb', 'detail', 'closeup', 'room'])(
    'answers the %s view as a safe, immutable SVG',
    async (view) => {
      for (const product of [tile, fixture]) {
        const response = await get(`${PICTURES_VERSION}/product/${product.hash}/${view}.svg`);
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
        expect(response.headers['cache-control']).toBe(PICTURE_CACHE_CONTROL);
        expect(response.headers['content-security-policy']).toBe(PICTURE_SVG_CSP);
        expect(response.headers['access-control-allow-origin']).toBe('*');
        expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
        expect(response.headers.etag).toMatch(/^"[\w-]+"$/);
        expect(response.body.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
        expect(response.body).not.toMatch(/<script|\son[a-z]+=/i);
      }
    },
  );

  it('draws the same picture every time, and different products differently', async () => {
    const first = await get(`${PICTURES_VERSION}/product/${tile.hash}/detail.svg`);
    const again = await get(`${PICTURES_VERSION}/product/${tile.hash}/detail.svg`);
    const other = await get(`${PICTURES_VERSION}/product/${fixture.hash}/detail.svg`);
    expect(again.body).toBe(first.body);
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(other.body).not.toBe(first.body);
  });

  it('draws each of a product’s colours as its own picture, and refuses a colour it does not come in', async () => {
    const rows = await t.db.select().from(products).limit(200);
    const twoTone = rows.find((row) => row.colours.length >= 2)!;
    const [first, second] = twoTone.colours as [{ name: string; hex: string }, { name: string; hex: string }];
    const url = (colour: string) =>
      `${PICTURES_VERSION}/product/${twoTone.hash}/detail.svg?colour=${encodeURIComponent(colour)}`;
    const [a, b, again] = await Promise.all([
      get(url(first.name)),
      get(url(second.name)),
      get(url(first.name)),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.body).not.toBe(b.body);
    expect(again.body).toBe(a.body);
    expect(a.headers['cache-control']).toBe(PICTURE_CACHE_CONTROL);
    const texture = await get(
      `${PICTURES_VERSION}/product/${twoTone.hash}/texture.png?colour=${encodeURIComponent(second.name)}`,
    );
    expect(texture.statusCode).toBe(200);

    const refused = await get(url('Not A Colour'));
    expect(refused.statusCode).toBe(422);
    expect(Object.keys(validationErrorSchema.parse(refused.json()).errors)).toEqual(['colour']);
  });

  it('keeps thumbnails within 8 KB', async () => {
    const rows = await t.db.select({ hash: products.hash }).from(products).limit(60);
    for (const { hash } of rows) {
      const response = await get(`${PICTURES_VERSION}/product/${hash}/thumb.svg`);
      expect(response.rawPayload.length, hash).toBeLessThanOrEqual(8 * 1024);
    }
  });

  it('answers 304 to a matching If-None-Match, and compresses for a client that takes br', async () => {
    const url = `${PICTURES_VERSION}/product/${tile.hash}/detail.svg`;
    const plain = await get(url);
    expect((await get(url, { 'if-none-match': plain.headers.etag as string })).statusCode).toBe(304);
    const br = await get(url, { 'accept-encoding': 'br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.etag).not.toBe(plain.headers.etag);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length);
    // The second is answered from the compressed bytes kept with the picture: the same bytes.
    const again = await get(url, { 'accept-encoding': 'br' });
    expect(again.rawPayload.equals(br.rawPayload)).toBe(true);
  });

  it('lets any origin read it, registered or not, with the same answer', async () => {
    for (const origin of [TEST_SITE_ORIGIN, 'https://unregistered.example']) {
      const response = await get(`${PICTURES_VERSION}/product/${tile.hash}/thumb.svg`, { origin });
      expect(response.statusCode).toBe(200);
      expect(response.headers['access-control-allow-origin']).toBe('*');
      expect(String(response.headers.vary ?? '')).not.toMatch(/origin/i);
    }
  });

  it('answers 404 with the usual message for an unknown product', async () => {
    const response = await get(`${PICTURES_VERSION}/product/0000000000000000/thumb.svg`);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: MESSAGES.notFoundFallback });
  });

  it.each([
    ['a bad hash', `${PICTURES_VERSION}/product/not-a-hash/thumb.svg`, 'hash'],
    ['an unknown view', `${PICTURES_VERSION}/product/${'0'.repeat(16)}/poster.svg`, 'view'],
    ['a malformed version', 'latest/product/0000000000000000/thumb.svg', 'version'],
  ])('answers 422 with field errors for %s', async (_what, url, field) => {
    const response = await get(url);
    expect(response.statusCode).toBe(422);
    expect(Object.keys(validationErrorSchema.parse(response.json()).errors)).toContain(field);
  });

  it('sends another version to the current one, for a short while only', async () => {
    const response = await get(`v0/product/${tile.hash}/thumb.svg`);
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe(
      `/api/pictures/${PICTURES_VERSION}/product/${tile.hash}/thumb.svg`,
    );
    expect(response.headers['cache-control']).not.toContain('immutable');
  });
});

describe('GET /api/pictures/{version}/product/{hash}/texture.png', () => {
  it('answers a 512 px square PNG, immutable and readable by WebGL on any origin', async () => {
    const response = await get(`${PICTURES_VERSION}/product/${tile.hash}/texture.png`, {
      origin: 'https://pro.example',
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['cache-control']).toBe(PICTURE_CACHE_CONTROL);
    expect(response.headers['access-control-allow-origin']).toBe('*');
    const meta = await sharp(response.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 512, 512]);
  });

  it('answers 404 for an unknown product', async () => {
    expect((await get(`${PICTURES_VERSION}/product/0000000000000000/texture.png`)).statusCode).toBe(404);
  });
});

describe('GET /api/pictures/{version}/product/{hash}/relief.png', () => {
  it('answers the texture square as height, roughness and metalness, readable by WebGL on any origin', async () => {
    // A tile laid in pieces (a box may hold turf or a slab, which have no joints).
    const [laid] = await t.db
      .select({ hash: products.hash })
      .from(products)
      .innerJoin(categories, eq(categories.id, products.category_id))
      .where(and(eq(categories.unit, 'Box'), like(products.name, '% Tile')))
      .limit(1);
    const response = await get(`${PICTURES_VERSION}/product/${laid!.hash}/relief.png`, {
      origin: 'https://pro.example',
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['cache-control']).toBe(PICTURE_CACHE_CONTROL);
    expect(response.headers['access-control-allow-origin']).toBe('*');
    const meta = await sharp(response.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 512, 512]);
    const [height, roughness, metalness] = (await sharp(response.rawPayload).stats()).channels;
    // Faces at full height with joints below them; a tile is no metal.
    expect(height!.max).toBe(255);
    expect(height!.min).toBeLessThan(60);
    expect(roughness!.max).toBeGreaterThan(roughness!.min);
    expect(metalness!.max).toBe(0);
  });

  it('gives a split-face or tumbled stone a rough face: its height varies across the face', async () => {
    const [rough] = await t.db
      .select({ hash: products.hash })
      .from(products)
      .where(or(like(products.finish, 'Split-Face%'), like(products.finish, 'Tumbled%')))
      .limit(1);
    const response = await get(`${PICTURES_VERSION}/product/${rough!.hash}/relief.png`);
    expect(response.statusCode).toBe(200);
    // Half the texture's pixels: noise is inches across and does not compress.
    const meta = await sharp(response.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([256, 256]);
    const [height, roughness] = (await sharp(response.rawPayload).stats()).channels;
    // Not two or three flat heights (a face and its joint's steps) but a spread of them.
    expect(height!.stdev).toBeGreaterThan(15);
    expect(roughness!.max).toBeGreaterThan(200);
  });

  it('answers 404 for an unknown product', async () => {
    expect((await get(`${PICTURES_VERSION}/product/0000000000000000/relief.png`)).statusCode).toBe(404);
  });
});

describe('GET /api/product/{hash}/picture.png', () => {
  it('is the detail picture as a 600 × 315 PNG for link previews', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/api/product/${fixture.hash}/picture.png` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    const meta = await sharp(response.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([600, 315]);
    const stats = await sharp(response.rawPayload).stats();
    // A drawing, not one flat colour.
    expect(stats.channels.some((channel) => channel.stdev > 5)).toBe(true);
  });
});
