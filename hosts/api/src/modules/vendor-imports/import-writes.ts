import { randomBytes } from 'node:crypto';
import type { VendorProductInput, VendorProductSize } from '@showroom/contract/vendor';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { product_sizes, products } from '../catalog/catalog-schema.ts';
import type { CheckedRow } from './import-rows.ts';

export interface WriteCounts {
  created: number;
  updated: number;
}

/** A size is the same size when its dimensions and pattern are (blank and missing alike). */
const sizeKey = (size: {
  width_size?: string | null | undefined;
  height_size?: string | null | undefined;
  length_size?: string | null | undefined;
  pattern?: string | null | undefined;
}) =>
  [size.width_size, size.height_size, size.length_size, size.pattern]
    .map((part) => part ?? '')
    .join('\u0000');

/** A row's product and its one size. */
interface RowProduct {
  product: VendorProductInput;
  size: VendorProductSize;
}

/** Rows by SKU, in file order; within a SKU a later row of the same size replaces an earlier one. */
function bySku(rows: readonly CheckedRow[]): Map<string, RowProduct[]> {
  const groups = new Map<string, Map<string, RowProduct>>();
  for (const { product } of rows) {
    const size = product.sizes[0]!;
    const sizes = groups.get(product.sku) ?? new Map<string, RowProduct>();
    sizes.set(sizeKey(size), { product, size });
    groups.set(product.sku, sizes);
  }
  return new Map([...groups].map(([sku, sizes]) => [sku, [...sizes.values()]]));
}

async function existingProducts(
  db: Database,
  vendorId: number,
  skus: string[],
): Promise<Map<string, number>> {
  if (skus.length === 0) return new Map();
  const rows = await db
    .select({ id: products.id, sku: products.sku })
    .from(products)
    .where(and(eq(products.vendor_id, vendorId), inArray(products.sku, skus)));
  return new Map(rows.map((row) => [row.sku, row.id]));
}

/** What a run would do with these rows, without writing: products it would create and update. */
export async function countWrites(
  db: Database,
  vendorId: number,
  rows: readonly CheckedRow[],
): Promise<WriteCounts> {
  const groups = bySku(rows);
  const existing = await existingProducts(db, vendorId, [...groups.keys()]);
  return { created: groups.size - existing.size, updated: existing.size };
}

/**
 * The product's own fields from its last row; a blank description, finish or colours cell (or an
 * unmapped column) keeps what the product has.
 */
function productFields({ product }: RowProduct) {
  return {
    name: product.name,
    category_id: product.category_id,
    brand_id: product.brand_id,
    ...(product.description !== undefined && { description: product.description }),
    ...(product.colours.length > 0 && { colours: product.colours }),
    ...(product.finish !== undefined && { finish: product.finish }),
  };
}

function sizeFields(size: VendorProductSize) {
  return {
    wholesale_price: size.wholesale_price,
    stock_qty: size.stock_qty,
    uom: size.uom,
    box_sqft: size.box_sqft ?? null,
  };
}

/**
 * Writes one batch inside the caller's transaction: a SKU the vendor does not have yet becomes a
 * product (in the catalogue's own tables, as the seed's are); one they have is updated, each row's
 * size found by its dimensions (price, stock, unit) or added. Only the vendor's own products are
 * looked up, so another vendor's SKU is never touched. The product's list price follows its sizes.
 * Two runs writing the same SKUs at once (two tabs, two processes) meet on the (vendor, SKU) unique
 * index and then on the products' row locks, taken in one order: the second waits for the first
 * and then sees its sizes, so nothing is made twice.
 */
export async function writeRows(
  tx: Database,
  vendorId: number,
  rows: readonly CheckedRow[],
): Promise<WriteCounts> {
  const groups = bySku(rows);
  const skus = [...groups.keys()].sort();
  if (skus.length === 0) return { created: 0, updated: 0 };
  const inserted = await tx
    .insert(products)
    .values(
      skus.map((sku) => {
        const sizes = groups.get(sku)!;
        return {
          ...productFields(sizes.at(-1)!),
          hash: randomBytes(8).toString('hex'),
          sku,
          vendor_id: vendorId,
          wholesale_price: Math.min(...sizes.map(({ size }) => size.wholesale_price)),
        };
      }),
    )
    .onConflictDoNothing({ target: [products.vendor_id, products.sku] })
    .returning({ sku: products.sku });
  const freshSkus = new Set(inserted.map((row) => row.sku));
  const locked = await tx
    .select({ id: products.id, sku: products.sku })
    .from(products)
    .where(and(eq(products.vendor_id, vendorId), inArray(products.sku, skus)))
    .orderBy(products.id)
    .for('update');
  const ids = new Map(locked.map((row) => [row.sku, row.id]));
  for (const [sku, sizes] of groups) {
    if (freshSkus.has(sku)) continue;
    await tx
      .update(products)
      .set(productFields(sizes.at(-1)!))
      .where(eq(products.id, ids.get(sku)!));
  }

  const productIds = [...ids.values()];
  const known = new Map(
    (
      await tx
        .select({
          id: product_sizes.id,
          product_id: product_sizes.product_id,
          width_size: product_sizes.width_size,
          height_size: product_sizes.height_size,
          length_size: product_sizes.length_size,
          pattern: product_sizes.pattern,
        })
        .from(product_sizes)
        .where(inArray(product_sizes.product_id, productIds))
    ).map((size) => [`${size.product_id}\u0001${sizeKey(size)}`, size.id]),
  );
  const newSizes: (typeof product_sizes.$inferInsert)[] = [];
  for (const [sku, sizes] of groups) {
    const productId = ids.get(sku)!;
    for (const { size } of sizes) {
      const sizeId = known.get(`${productId}\u0001${sizeKey(size)}`);
      if (sizeId !== undefined) {
        await tx.update(product_sizes).set(sizeFields(size)).where(eq(product_sizes.id, sizeId));
        continue;
      }
      newSizes.push({
        ...sizeFields(size),
        product_id: productId,
        width_size: size.width_size ?? null,
        height_size: size.height_size ?? null,
        length_size: size.length_size ?? null,
        pattern: size.pattern ?? null,
      });
    }
  }
  if (newSizes.length > 0) await tx.insert(product_sizes).values(newSizes);
  // Lists sort and filter by the product's lowest size price (catalog-schema.ts).
  await tx
    .update(products)
    .set({
      wholesale_price: sql`(select min(${product_sizes.wholesale_price}) from ${product_sizes} where ${product_sizes.product_id} = ${products.id})`,
    })
    .where(inArray(products.id, productIds));
  return { created: freshSkus.size, updated: groups.size - freshSkus.size };
}
