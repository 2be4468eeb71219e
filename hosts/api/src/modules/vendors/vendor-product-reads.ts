import type {
  VendorProduct,
  VendorProductOptions,
  VendorProductRow,
  VendorProductStatus,
  VendorStockFilter,
} from '@showroom/contract/vendor';
import { and, asc, count, desc, eq, ilike, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { escapeLike } from '../../lib/like-pattern.ts';
import { brands, categories, product_sizes, products } from '../catalog/catalog-schema.ts';
import { photosOfProduct } from './product-photos.ts';

export interface VendorProductFilters {
  search?: string | undefined;
  /** A top category (its sub-categories) or a sub-category. */
  categoryId?: number | undefined;
  status?: VendorProductStatus | undefined;
  stock?: VendorStockFilter | undefined;
}

const outOfStock = sql<boolean>`exists (select 1 from ${product_sizes} where ${product_sizes.product_id} = ${products.id} and ${product_sizes.stock_qty} = 0)`;

function conditions(vendorId: number, filters: VendorProductFilters): SQL {
  const where: SQL[] = [eq(products.vendor_id, vendorId)];
  if (filters.search) {
    const pattern = `%${escapeLike(filters.search)}%`;
    where.push(or(ilike(products.name, pattern), ilike(products.sku, pattern))!);
  }
  if (filters.categoryId !== undefined) {
    const underIt = sql`${products.category_id} in (select ${categories.id} from ${categories} where ${categories.parent_id} = ${filters.categoryId})`;
    where.push(or(eq(products.category_id, filters.categoryId), underIt)!);
  }
  if (filters.status === 'active') where.push(isNull(products.archived_at));
  if (filters.status === 'archived') where.push(isNotNull(products.archived_at));
  if (filters.stock === 'out_of_stock') where.push(outOfStock);
  if (filters.stock === 'in_stock') where.push(sql`not ${outOfStock}`);
  return and(...where)!;
}

/** A page of the vendor's own products, newest first, and how many match. */
export async function listVendorProducts(
  db: Database,
  vendorId: number,
  filters: VendorProductFilters,
  page: number,
  perPage: number,
): Promise<{ items: VendorProductRow[]; total: number }> {
  const where = conditions(vendorId, filters);
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: products.id,
        hash: products.hash,
        sku: products.sku,
        name: products.name,
        category: categories.name,
        brand: brands.name,
        wholesale_price: products.wholesale_price,
        photo: products.photo,
        archived_at: products.archived_at,
        size_count: sql<number>`(select count(*)::int from ${product_sizes} where ${product_sizes.product_id} = ${products.id})`,
        stock_qty: sql<number>`(select coalesce(sum(${product_sizes.stock_qty}), 0)::int from ${product_sizes} where ${product_sizes.product_id} = ${products.id})`,
        out_of_stock: outOfStock,
      })
      .from(products)
      .innerJoin(categories, eq(categories.id, products.category_id))
      .innerJoin(brands, eq(brands.id, products.brand_id))
      .where(where)
      .orderBy(desc(products.created_at), desc(products.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db.select({ total: count() }).from(products).where(where),
  ]);
  return {
    total: counted?.total ?? 0,
    items: rows.map(({ archived_at, ...row }) => ({
      ...row,
      status: archived_at === null ? 'active' : 'archived',
    })),
  };
}

/** One of the vendor's products as the edit form reads it; null when it is not theirs. */
export async function readVendorProduct(
  db: Database,
  vendorId: number,
  id: number,
): Promise<VendorProduct | null> {
  const [product] = await db
    .select()
    .from(products)
    .where(and(eq(products.id, id), eq(products.vendor_id, vendorId)));
  if (!product) return null;
  const [sizes, photos] = await Promise.all([
    db.select().from(product_sizes).where(eq(product_sizes.product_id, id)).orderBy(asc(product_sizes.id)),
    photosOfProduct(db, id),
  ]);
  return {
    id: product.id,
    hash: product.hash,
    sku: product.sku,
    name: product.name,
    category_id: product.category_id,
    brand_id: product.brand_id,
    description: product.description,
    finish: product.finish,
    colours: product.colours,
    status: product.archived_at === null ? 'active' : 'archived',
    photo: product.photo,
    photos,
    sizes: sizes.map((size) => ({
      id: size.id,
      width_size: size.width_size ?? undefined,
      height_size: size.height_size ?? undefined,
      length_size: size.length_size ?? undefined,
      pattern: size.pattern ?? undefined,
      box_sqft: size.box_sqft,
      uom: size.uom,
      wholesale_price: size.wholesale_price,
      stock_qty: size.stock_qty,
    })),
  };
}

/** What the product form offers the vendor: their brand lines, and every sub-category under its top one. */
export async function vendorProductOptions(db: Database, vendorId: number): Promise<VendorProductOptions> {
  const top = alias(categories, 'top');
  const [brandRows, categoryRows] = await Promise.all([
    db
      .select({ id: brands.id, name: brands.name })
      .from(brands)
      .where(eq(brands.vendor_id, vendorId))
      .orderBy(asc(brands.name)),
    db
      .select({ id: categories.id, name: categories.name, top: top.name, unit: categories.unit })
      .from(categories)
      .innerJoin(top, eq(top.id, categories.parent_id))
      .orderBy(asc(top.sort), asc(categories.sort), asc(categories.id)),
  ]);
  return { brands: brandRows, categories: categoryRows };
}
