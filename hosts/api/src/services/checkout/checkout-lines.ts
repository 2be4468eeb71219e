import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  brands,
  categories,
  product_sizes,
  products,
  project_tans,
  vendor_profiles,
} from '../../db/schema.ts';
import { shownUnit } from '../catalog/product-detail.ts';

/** A cart line as checkout buys it: the size it takes stock from, and the vendor's price of one unit. */
export interface CheckoutLine {
  lineId: number;
  productId: number;
  /** The chosen size, or the product's cheapest (what the cart shows for a line without one); null if none. */
  sizeId: number | null;
  qty: number;
  name: string;
  brand: string;
  colour: string | null;
  unit: string;
  vendorId: number;
  vendor: string;
  wholesaleCents: number;
  /** Units on hand of the size (0 without a size). */
  inStock: number;
}

const cents = (dollars: number) => Math.round(dollars * 100);

/** The cheapest size of the line's product, in the cart's order (price, then id). */
const cheapestSizeId = sql<number | null>`(select ${product_sizes.id} from ${product_sizes}
  where ${product_sizes.product_id} = ${products.id}
  order by ${product_sizes.wholesale_price}, ${product_sizes.id} limit 1)`;

/** The cart's lines in the order they were added, each resolved to its size (price and stock read with it). */
export async function loadCheckoutLines(db: Database, cartId: number): Promise<CheckoutLine[]> {
  const rows = await db
    .select({
      lineId: project_tans.id,
      productId: project_tans.product_id,
      sizeId: product_sizes.id,
      qty: project_tans.qty,
      name: products.name,
      brand: brands.name,
      colour: project_tans.colour,
      categoryUnit: categories.unit,
      vendorId: products.vendor_id,
      vendor: vendor_profiles.company_name,
      wholesale: product_sizes.wholesale_price,
      stock: product_sizes.stock_qty,
      uom: product_sizes.uom,
    })
    .from(project_tans)
    .innerJoin(products, eq(products.id, project_tans.product_id))
    .innerJoin(brands, eq(brands.id, products.brand_id))
    .innerJoin(categories, eq(categories.id, products.category_id))
    .leftJoin(vendor_profiles, eq(vendor_profiles.user_id, products.vendor_id))
    .leftJoin(product_sizes, eq(product_sizes.id, sql`coalesce(${project_tans.size_id}, ${cheapestSizeId})`))
    .where(eq(project_tans.project_id, cartId))
    .orderBy(asc(project_tans.id));
  return rows.map((row) => ({
    lineId: row.lineId,
    productId: row.productId,
    sizeId: row.sizeId,
    qty: row.qty,
    name: row.name,
    brand: row.brand,
    colour: row.colour,
    unit: shownUnit(row.categoryUnit, row.uom),
    vendorId: row.vendorId,
    vendor: row.vendor ?? row.brand,
    wholesaleCents: row.wholesale === null ? 0 : cents(row.wholesale),
    inStock: row.stock ?? 0,
  }));
}
