import { validationErrorSchema } from '@showroom/contract';
import { productDetailResponseSchema, productListResponseSchema } from '@showroom/contract/catalog';
import {
  PRODUCT_PHOTO_MESSAGES as M,
  PRODUCT_PHOTO_UPLOAD,
  productPhotosResponseSchema,
  vendorProductOptionsResponseSchema,
  vendorProductResponseSchema,
} from '@showroom/contract/vendor';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../db/seed/demo-accounts.ts';
import { showroomByVsdId } from '../../testing/catalog-fixtures.ts';
import { jpegOf, pngOf, pngPhpPolyglot, svgOf } from '../../testing/image-fixtures.ts';
import { multipartBody } from '../../testing/multipart-body.ts';
import { bearer, createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let vendor: Record<string, string>;
let otherVendor: Record<string, string>;
let productId: number;
let productHash: string;
let categoryId: number;

beforeAll(async () => {
  t = await createTestApp({ products: 0 });
  vendor = bearer(await t.tokenFor(DEMO_ACCOUNTS.logins.vendor.email));
  otherVendor = bearer(await t.tokenFor('metrotile@vendors.showroom.test'));
  const answer = await t.app.inject({ method: 'GET', url: '/api/vendor/product_options', headers: vendor });
  const options = vendorProductOptionsResponseSchema.parse(answer.json()).data;
  const category = options.categories.find((one) => one.unit !== 'Box')!;
  categoryId = category.id;
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/vendor/products',
    headers: vendor,
    payload: {
      sku: 'PHOTO-TEST-001',
      name: 'Lantern Photo Sconce',
      category_id: category.id,
      brand_id: options.brands[0]!.id,
      colours: [{ name: 'Black', hex: '#111111' }],
      sizes: [{ width_size: '6"', wholesale_price: 80, stock_qty: 4 }],
    },
  });
  const product = vendorProductResponseSchema.parse(created.json()).data;
  productId = product.id;
  productHash = product.hash;
});
afterAll(() => t.close());

const photosUrl = (id = productId) => `/api/vendor/products/${id}/photos`;

function upload(bytes: Buffer, fileName = 'photo.png', headers = vendor, id = productId) {
  const body = multipartBody({}, [{ name: PRODUCT_PHOTO_UPLOAD.field, fileName, type: 'image/png', bytes }]);
  return t.app.inject({
    method: 'POST',
    url: photosUrl(id),
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
}

const photosOf = (response: { json(): unknown }) => productPhotosResponseSchema.parse(response.json()).data;
const fieldErrors = (response: { json(): unknown }) =>
  validationErrorSchema.parse(response.json()).errors[PRODUCT_PHOTO_UPLOAD.field];
const file = (url: string) => t.app.inject({ method: 'GET', url: `/api/${url}` });

describe("a vendor's product photos", () => {
  it('keeps an upload at 400 and 1200 pixels wide as webp, without its EXIF, and makes it the main picture', async () => {
    const withExif = await sharp(await jpegOf(1600, 1000))
      .withExif({ IFD0: { Copyright: 'Secret GPS studio' } })
      .jpeg()
      .toBuffer();
    expect((await sharp(withExif).metadata()).exif).toBeDefined();
    const response = await upload(withExif, 'sconce.JPG');
    expect(response.statusCode, response.body).toBe(201);
    const [photo] = photosOf(response);
    expect(photo).toMatchObject({ width: 1600, height: 1000 });
    for (const [url, width] of [
      [photo!.url, 400],
      [photo!.large_url, 1200],
    ] as const) {
      const served = await file(url);
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers['cache-control']).toContain('immutable');
      const meta = await sharp(served.rawPayload).metadata();
      expect([meta.format, meta.width, meta.exif]).toEqual(['webp', width, undefined]);
    }
    const product = vendorProductResponseSchema.parse(
      (
        await t.app.inject({ method: 'GET', url: `/api/vendor/products/${productId}`, headers: vendor })
      ).json(),
    ).data;
    expect(product.photo).toBe(photo!.url);
    expect(product.photos).toEqual([photo]);
  });

  it('shows the main photo on catalogue cards and every photo on the product page, in the vendor’s order', async () => {
    const second = photosOf(await upload(await pngOf(900, 900)));
    expect(second).toHaveLength(2);
    const homepro = await showroomByVsdId(t.db, 'HOMEPRO1');
    const cards = await t.app.inject({
      method: 'POST',
      url: '/api/visualization/products',
      payload: { category: categoryId, q: 'Lantern Photo', showroom: homepro.userId },
    });
    const [card] = productListResponseSchema.parse(cards.json()).data.data;
    expect(card?.photo).toBe(second[0]!.url);

    const reordered = await t.app.inject({
      method: 'PUT',
      url: photosUrl(),
      headers: vendor,
      payload: { photo_ids: [second[1]!.id, second[0]!.id] },
    });
    expect(reordered.statusCode, reordered.body).toBe(200);
    expect(photosOf(reordered).map((photo) => photo.id)).toEqual([second[1]!.id, second[0]!.id]);
    const detail = productDetailResponseSchema.parse(
      (await t.app.inject({ method: 'GET', url: `/api/product/${productHash}` })).json(),
    ).data.data;
    expect(detail.gallery.map((picture) => picture.url)).toEqual([
      second[1]!.large_url,
      second[0]!.large_url,
    ]);
  });

  it('refuses an order that leaves a photo out or names one twice', async () => {
    const [first] = photosOf(await t.app.inject({ method: 'GET', url: photosUrl(), headers: vendor }));
    const response = await t.app.inject({
      method: 'PUT',
      url: photosUrl(),
      headers: vendor,
      payload: { photo_ids: [first!.id, first!.id] },
    });
    expect(response.statusCode).toBe(422);
    expect(validationErrorSchema.parse(response.json()).errors.photo_ids).toEqual([M.orderMismatch]);
  });

  it.each([
    ['smaller than the minimum (maxdimensions)', () => pngOf(599, 800), 'small.png', M.dimensions],
    ['a PNG/PHP polyglot', () => pngPhpPolyglot(800), 'shell.png', M.type],
    ['text renamed to .png', async () => Buffer.from('#!/bin/sh\necho hi\n'), 'script.png', M.type],
    ['a PNG renamed to .txt', () => pngOf(800, 800), 'photo.txt', M.type],
    ['a PNG of more pixels than may be decoded', () => pngOf(6000, 5000), 'huge.png', M.type],
    ['an SVG with a script', async () => svgOf(800, 800, '<script>alert(1)</script>'), 'x.svg', M.type],
  ])('refuses %s with a 422 naming the photo field', async (_name, make, fileName, message) => {
    const response = await upload(await make(), fileName);
    expect(response.statusCode, response.body).toBe(422);
    expect(fieldErrors(response)).toEqual([message]);
  });

  it('answers 404 to another vendor for the product’s photos, upload, order and delete', async () => {
    const [photo] = photosOf(await t.app.inject({ method: 'GET', url: photosUrl(), headers: vendor }));
    const answers = await Promise.all([
      t.app.inject({ method: 'GET', url: photosUrl(), headers: otherVendor }),
      upload(await pngOf(800, 800), 'photo.png', otherVendor),
      t.app.inject({
        method: 'PUT',
        url: photosUrl(),
        headers: otherVendor,
        payload: { photo_ids: [photo!.id] },
      }),
      t.app.inject({ method: 'DELETE', url: `${photosUrl()}/${photo!.id}`, headers: otherVendor }),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([404, 404, 404, 404]);
    expect(photosOf(await t.app.inject({ method: 'GET', url: photosUrl(), headers: vendor }))).toHaveLength(
      2,
    );
  });

  it('keeps the photos when the product is archived, and removes one only when the vendor deletes it', async () => {
    await t.app.inject({ method: 'POST', url: `/api/vendor/products/${productId}/archive`, headers: vendor });
    const kept = photosOf(await t.app.inject({ method: 'GET', url: photosUrl(), headers: vendor }));
    expect(kept).toHaveLength(2);
    await t.app.inject({ method: 'POST', url: `/api/vendor/products/${productId}/restore`, headers: vendor });
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `${photosUrl()}/${kept[0]!.id}`,
      headers: vendor,
    });
    expect(removed.statusCode).toBe(200);
    expect(photosOf(removed)).toEqual([kept[1]]);
    expect((await file(kept[0]!.url)).statusCode).toBe(404);
    const again = await t.app.inject({
      method: 'DELETE',
      url: `${photosUrl()}/${kept[0]!.id}`,
      headers: vendor,
    });
    expect(again.statusCode).toBe(404);
  });

  it(`holds at most ${PRODUCT_PHOTO_UPLOAD.maxFiles} photos per product`, async () => {
    const bytes = await pngOf(600, 600);
    let last = await upload(bytes);
    while (last.statusCode === 201) last = await upload(bytes);
    expect(last.statusCode).toBe(422);
    expect(fieldErrors(last)).toEqual([M.full]);
    const photos = photosOf(await t.app.inject({ method: 'GET', url: photosUrl(), headers: vendor }));
    expect(photos).toHaveLength(PRODUCT_PHOTO_UPLOAD.maxFiles);
  });

  it('answers 415 to a body that is not multipart', async () => {
    const response = await t.app.inject({ method: 'POST', url: photosUrl(), headers: vendor, payload: {} });
    expect(response.statusCode).toBe(415);
  });
});
