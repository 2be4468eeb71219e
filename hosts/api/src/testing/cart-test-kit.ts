/**
 * Set-up shared by the cart route tests: a seeded app with a Piece product (two or more sizes, made in
 * Oak and Walnut) and a Box product, and the two cart calls as a visitor or with a bearer token.
 */
import { randomUUID } from 'node:crypto';
import { validationErrorSchema } from '@showroom/contract';
import { type ProjectCart, projectCartResponseSchema } from '@showroom/contract/cart';
import { and, asc, eq, inArray, ne, notIlike, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import { categories, product_sizes, products } from '../modules/catalog/catalog-schema.ts';
import { vendor_profiles } from '../modules/identity/users-schema.ts';
import { type ShowroomFixture, showroomByVsdId } from './catalog-fixtures.ts';
import { bearer, createTestApp, type TestApp } from './test-app.ts';

export type Size = typeof product_sizes.$inferSelect;
export type Product = typeof products.$inferSelect;
export interface ProductWithSizes {
  product: Product;
  /** Cheapest first. */
  sizes: Size[];
}

export interface CartTestKit {
  t: TestApp;
  homepro: ShowroomFixture;
  studio: ShowroomFixture;
  piece: ProductWithSizes;
  box: ProductWithSizes;
}

async function productWithSizes(t: TestApp, unit: 'Box' | 'Piece'): Promise<ProductWithSizes> {
  const [row] = await t.db
    .select({ product: products })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.category_id))
    .where(
      and(
        eq(categories.unit, unit),
        sql`(select count(*) from ${product_sizes} where ${product_sizes.product_id} = ${products.id}) >= 2`,
      ),
    )
    .orderBy(asc(products.id))
    .limit(1);
  if (!row) throw new Error(`no ${unit} product with two sizes`);
  const sizes = await t.db
    .select()
    .from(product_sizes)
    .where(eq(product_sizes.product_id, row.product.id))
    .orderBy(asc(product_sizes.wholesale_price), asc(product_sizes.id));
  return { product: row.product, sizes };
}

/**
 * A product size, in a category `showroom` carries, sold by another vendor than `vendorId`; not one
 * of the vendors named "… Wholesale", so a body can still be checked for the word (expectShownPrices).
 */
export async function productOfAnotherVendor(
  t: TestApp,
  showroom: ShowroomFixture,
  vendorId: number,
): Promise<Size> {
  const [row] = await t.db
    .select({ size: product_sizes })
    .from(product_sizes)
    .innerJoin(products, eq(products.id, product_sizes.product_id))
    .innerJoin(categories, eq(categories.id, products.category_id))
    .innerJoin(vendor_profiles, eq(vendor_profiles.user_id, products.vendor_id))
    .where(
      and(
        ne(products.vendor_id, vendorId),
        notIlike(vendor_profiles.company_name, '%wholesale%'),
        inArray(categories.parent_id, showroom.topCategoryIds),
      ),
    )
    .orderBy(asc(product_sizes.id))
    .limit(1);
  if (!row) throw new Error(`no product of a vendor other than ${vendorId}`);
  return row.size;
}

/** Registers the file's beforeAll/afterAll; the returned kit is filled in before the first test. */
export function useCartTestApp(): CartTestKit {
  const kit = {} as CartTestKit;
  beforeAll(async () => {
    kit.t = await createTestApp({ products: 60 });
    kit.homepro = await showroomByVsdId(kit.t.db, 'HOMEPRO1');
    kit.studio = await showroomByVsdId(kit.t.db, 'STUDIO88');
    kit.piece = await productWithSizes(kit.t, 'Piece');
    kit.box = await productWithSizes(kit.t, 'Box');
    // The colours the tests pick: a line's colour must be one the product is made in.
    await kit.t.db
      .update(products)
      .set({
        colours: [
          { name: 'Oak', hex: '#b08050' },
          { name: 'Walnut', hex: '#5b3a29' },
        ],
      })
      .where(eq(products.id, kit.piece.product.id));
  });
  afterAll(() => kit.t.close());
  return kit;
}

/** The cart and project calls, in HOMEPRO1 unless the payload says otherwise; with a bearer token when given. */
export function cartCalls(kit: CartTestKit) {
  const auth = (token?: string) => (token ? { headers: bearer(token) } : {});
  const asQuery = (query: Record<string, string | number>) =>
    Object.fromEntries(Object.entries(query).map(([key, value]) => [key, String(value)]));
  return {
    sync: (payload: object, token?: string) =>
      kit.t.app.inject({
        method: 'POST',
        url: '/api/projectCart/sync_to_cart',
        payload: { showroom: kit.homepro.userId, action: 'cart', ...payload },
        ...auth(token),
      }),
    getCart: (query: Record<string, string | number>, token?: string) =>
      kit.t.app.inject({
        method: 'GET',
        url: '/api/projectCart',
        query: asQuery(query),
        ...auth(token),
      }),
    bulk: (payload: object, token?: string) =>
      kit.t.app.inject({
        method: 'POST',
        url: '/api/projectCart/sync_to_bulk_cart',
        payload: { showroom: kit.homepro.userId, action: 'cart', ...payload },
        ...auth(token),
      }),
    updateLine: (payload: object, token?: string) =>
      kit.t.app.inject({
        method: 'POST',
        url: '/api/projectCart/update_cart',
        payload: { showroom: kit.homepro.userId, ...payload },
        ...auth(token),
      }),
    destroyLine: (id: number | string, query: Record<string, string | number> = {}, token?: string) =>
      kit.t.app.inject({
        method: 'DELETE',
        url: `/api/cart/destroy/${id}`,
        query: asQuery({ showroom: kit.homepro.userId, ...query }),
        ...auth(token),
      }),
    getProject: (id: number | string, token?: string) =>
      kit.t.app.inject({ method: 'GET', url: `/api/projectCart/${id}`, ...auth(token) }),
    putProject: (id: number | string, payload: object, token?: string) =>
      kit.t.app.inject({ method: 'PUT', url: `/api/projectCart/${id}`, payload, ...auth(token) }),
  };
}

/** A fresh cart token, made the way the browser makes it. */
export const newToken = () => randomUUID();

export const cartOf = (response: { json(): unknown }): ProjectCart | null =>
  projectCartResponseSchema.parse(response.json()).data;

export const item = (size: Size, qty: number, colour: string | null = null) => ({
  product_id: size.product_id,
  size_id: size.id,
  colour,
  qty,
});

export const fieldErrors = (response: { statusCode: number; json(): unknown }) => {
  expect(response.statusCode).toBe(422);
  return validationErrorSchema.parse(response.json()).errors;
};
