import { toCents } from '@showroom/contract/money';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { type CartRow, cartColumns, newestCartIdOf } from '../carts/index.ts';
import { project_tans } from '../carts/project-tans-schema.ts';
import { projects } from '../carts/projects-schema.ts';
import { brands, categories, product_sizes, products } from '../catalog/catalog-schema.ts';
import { shownUnit } from '../catalog/index.ts';
import { shipping_addresses } from '../identity/shipping-addresses-schema.ts';
import { vendor_profiles } from '../identity/users-schema.ts';
import { lineSizeId } from '../money/index.ts';

export type ShippingAddress = typeof shipping_addresses.$inferSelect;

/** A cart line as checkout buys it: the size it takes stock from, and the vendor's price of one unit. */
export interface CheckoutLine {
  lineId: number;
  productId: number;
  /** The line's `lineSizeId` size (the chosen one or the product's cheapest, as the cart prices it); null if none. */
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

/** The signed-in buyer's cart (their newest), its lines and their shipping address, as checkout reads them. */
export interface BuyerCart {
  cart: CartRow;
  lines: CheckoutLine[];
  address: ShippingAddress | null;
}

/**
 * The user's newest cart (as `GET /api/projectCart` finds it for a signed-in user without a cart
 * token), or their cart `cartId` (the one checkout claimed), its lines in the order they were added,
 * each resolved to its size with price and stock, and the user's shipping address: one query, as it
 * runs on every purchase. Null without a cart.
 */
export async function loadBuyerCart(
  db: Database,
  userId: number,
  cartId?: number,
): Promise<BuyerCart | null> {
  const rows = await db
    .select({
      cart: cartColumns,
      address: shipping_addresses,
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
    .from(projects)
    .leftJoin(shipping_addresses, eq(shipping_addresses.user_id, projects.user_id))
    .leftJoin(project_tans, eq(project_tans.project_id, projects.id))
    .leftJoin(products, eq(products.id, project_tans.product_id))
    .leftJoin(brands, eq(brands.id, products.brand_id))
    .leftJoin(categories, eq(categories.id, products.category_id))
    .leftJoin(vendor_profiles, eq(vendor_profiles.user_id, products.vendor_id))
    .leftJoin(product_sizes, eq(product_sizes.id, lineSizeId))
    .where(
      cartId === undefined
        ? eq(projects.id, sql`(${newestCartIdOf(db, userId)})`)
        : and(eq(projects.id, cartId), eq(projects.user_id, userId)),
    )
    .orderBy(asc(project_tans.id));
  const [first] = rows;
  if (!first) return null;
  const lines = rows.flatMap((row): CheckoutLine[] => {
    // A cart without lines is one row of nulls; every line has its product, brand and category.
    if (row.lineId === null || row.productId === null || row.qty === null || row.vendorId === null) return [];
    const brand = row.brand ?? '';
    return [
      {
        lineId: row.lineId,
        productId: row.productId,
        sizeId: row.sizeId,
        qty: row.qty,
        name: row.name ?? '',
        brand,
        colour: row.colour,
        unit: shownUnit(row.categoryUnit ?? '', row.uom),
        vendorId: row.vendorId,
        vendor: row.vendor ?? brand,
        wholesaleCents: row.wholesale === null ? 0 : toCents(row.wholesale),
        inStock: row.stock ?? 0,
      },
    ];
  });
  return { cart: first.cart, lines, address: first.address };
}
