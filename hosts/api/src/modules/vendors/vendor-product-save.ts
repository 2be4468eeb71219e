import { randomBytes } from 'node:crypto';
import { DEFAULT_UNIT_LABEL } from '@showroom/contract';
import {
  VENDOR_PRODUCT_MESSAGES as M,
  type VendorProductInput,
  type VendorProductSize,
} from '@showroom/contract/vendor';
import { and, eq, isNotNull, notInArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { HttpError } from '../../lib/http-error.ts';
import { project_tans } from '../carts/project-tans-schema.ts';
import { brands, categories, product_sizes, products } from '../catalog/catalog-schema.ts';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Which product a save writes: a new one, the vendor's product `id`, or the vendor's product with the input's SKU (the import). */
export type SaveTarget = { kind: 'new' } | { kind: 'id'; id: number } | { kind: 'sku' };

export interface SavedProduct {
  id: number;
  created: boolean;
}

/** The item-size line's key of a size (spec §3): how a size without an id finds the one it updates. */
const sizeKey = (size: Pick<VendorProductSize, 'width_size' | 'height_size' | 'length_size' | 'pattern'>) =>
  JSON.stringify([
    size.width_size ?? null,
    size.height_size ?? null,
    size.length_size ?? null,
    size.pattern ?? null,
  ]);

function invalid(errors: Record<string, string[]>): HttpError {
  return new HttpError(422, { message: 'The given data was invalid.', errors });
}

/** The rules the schema cannot know: a sub-category, the vendor's own brand line, box_sqft for Box categories. */
async function checkReferences(tx: Transaction, vendorId: number, input: VendorProductInput) {
  const [category] = await tx
    .select({ unit: categories.unit })
    .from(categories)
    .where(and(eq(categories.id, input.category_id), isNotNull(categories.parent_id)));
  const [brand] = await tx
    .select({ id: brands.id })
    .from(brands)
    .where(and(eq(brands.id, input.brand_id), eq(brands.vendor_id, vendorId)));
  const errors: Record<string, string[]> = {};
  if (!category) errors.category_id = [M.categoryUnknown];
  if (!brand) errors.brand_id = [M.brandNotYours];
  if (category?.unit === 'Box') {
    input.sizes.forEach((size, index) => {
      if (size.box_sqft == null) errors[`sizes.${index}.box_sqft`] = [M.boxSqftMissing];
    });
  }
  if (Object.keys(errors).length > 0) throw invalid(errors);
  return { byBox: category?.unit === 'Box' };
}

/**
 * Creates or updates one of a vendor's products from its input (the portal's form, and the bulk import
 * by SKU), in one transaction. Sizes with an id, or else the same dimensions and pattern, are updated;
 * the others are added; sizes the input no longer lists are removed (orders keep their own copy, carts
 * drop them). The catalogue's caches hear of it through the tables' change notices (migration 0011).
 * Another vendor's product, or an unknown id, is a 404; a SKU the vendor already uses on another product, a 422.
 */
export async function saveVendorProduct(
  db: Database,
  vendorId: number,
  input: VendorProductInput,
  target: SaveTarget,
): Promise<SavedProduct> {
  try {
    return await db.transaction(async (tx) => {
      // Ownership first: another vendor's product is a 404 whatever the input says.
      const existing = await findTarget(tx, vendorId, input, target);
      const { byBox } = await checkReferences(tx, vendorId, input);
      const sizes = input.sizes.map((size) => ({
        width_size: size.width_size ?? null,
        height_size: size.height_size ?? null,
        length_size: size.length_size ?? null,
        pattern: size.pattern ?? null,
        box_sqft: byBox ? (size.box_sqft ?? null) : null,
        uom: size.uom || DEFAULT_UNIT_LABEL,
        wholesale_price: size.wholesale_price,
        stock_qty: size.stock_qty,
      }));
      const fields = {
        sku: input.sku,
        name: input.name,
        category_id: input.category_id,
        brand_id: input.brand_id,
        description: input.description ?? '',
        finish: input.finish ?? null,
        colours: input.colours.map(({ name, hex }) => ({ name, hex: hex.toLowerCase() })),
        wholesale_price: Math.min(...sizes.map((size) => size.wholesale_price)),
      };
      if (existing === null) {
        const [row] = await tx
          .insert(products)
          .values({ ...fields, vendor_id: vendorId, hash: randomBytes(8).toString('hex') })
          .returning({ id: products.id });
        await tx.insert(product_sizes).values(sizes.map((size) => ({ ...size, product_id: row!.id })));
        return { id: row!.id, created: true };
      }
      await tx.update(products).set(fields).where(eq(products.id, existing));
      await replaceSizes(tx, existing, input.sizes, sizes);
      return { id: existing, created: false };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw invalid({ sku: [M.skuTaken] });
    throw error;
  }
}

async function findTarget(
  tx: Transaction,
  vendorId: number,
  input: VendorProductInput,
  target: SaveTarget,
): Promise<number | null> {
  if (target.kind === 'new') return null;
  const where =
    target.kind === 'id'
      ? and(eq(products.id, target.id), eq(products.vendor_id, vendorId))
      : and(eq(products.sku, input.sku), eq(products.vendor_id, vendorId));
  // Locked: two saves of one product (two tabs, a form and an import) apply one after the other.
  const [row] = await tx.select({ id: products.id }).from(products).where(where).for('update');
  if (!row && target.kind === 'id') throw new HttpError(404, { message: M.notFound });
  return row?.id ?? null;
}

async function replaceSizes(
  tx: Transaction,
  productId: number,
  inputs: readonly VendorProductSize[],
  rows: readonly Omit<typeof product_sizes.$inferInsert, 'product_id'>[],
) {
  const current = await tx
    .select({
      id: product_sizes.id,
      width_size: product_sizes.width_size,
      height_size: product_sizes.height_size,
      length_size: product_sizes.length_size,
      pattern: product_sizes.pattern,
    })
    .from(product_sizes)
    .where(eq(product_sizes.product_id, productId));
  const ids = new Set(current.map((size) => size.id));
  const byKey = new Map(current.map((size) => [sizeKey(size as VendorProductSize), size.id]));
  const kept: number[] = [];
  for (const [index, input] of inputs.entries()) {
    const row = rows[index]!;
    const id = input.id !== undefined && ids.has(input.id) ? input.id : byKey.get(sizeKey(input));
    if (id !== undefined && !kept.includes(id)) {
      kept.push(id);
      await tx.update(product_sizes).set(row).where(eq(product_sizes.id, id));
    } else {
      const [added] = await tx
        .insert(product_sizes)
        .values({ ...row, product_id: productId })
        .returning({ id: product_sizes.id });
      kept.push(added!.id);
    }
  }
  await tx
    .delete(product_sizes)
    .where(and(eq(product_sizes.product_id, productId), notInArray(product_sizes.id, kept)));
}

/**
 * Archives (`true`) or restores one of the vendor's products; false when it is not theirs. Archiving
 * also takes it out of the carts that hold it, so no new order buys it; orders keep their items.
 */
export async function setVendorProductArchived(
  db: Database,
  vendorId: number,
  id: number,
  archived: boolean,
  now: Date,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(products)
      .set({ archived_at: archived ? now : null })
      .where(and(eq(products.id, id), eq(products.vendor_id, vendorId)))
      .returning({ id: products.id });
    if (rows.length === 0) return false;
    if (archived) await tx.delete(project_tans).where(eq(project_tans.product_id, id));
    return true;
  });
}
