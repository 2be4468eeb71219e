import type { CartLine, ProjectCart } from '@showroom/contract/cart';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { brands, categories, product_sizes, products, project_tans } from '../../db/schema.ts';
import { shownPrice } from '../catalog/pricing.ts';
import { shownUnit } from '../catalog/product-detail.ts';
import { PLATFORM_CONTEXT, type ShowroomContexts } from '../catalog/showroom-context.ts';
import type { CartRow } from './cart.ts';

/** The cheapest size of each product (what the product detail shows first), for lines without a size. */
async function lowestSizes(db: Database, productIds: number[]) {
  if (productIds.length === 0) return new Map<number, { uom: string; wholesale_price: number }>();
  const rows = await db
    .selectDistinctOn([product_sizes.product_id], {
      product_id: product_sizes.product_id,
      uom: product_sizes.uom,
      wholesale_price: product_sizes.wholesale_price,
    })
    .from(product_sizes)
    .where(inArray(product_sizes.product_id, productIds))
    .orderBy(asc(product_sizes.product_id), asc(product_sizes.wholesale_price), asc(product_sizes.id));
  return new Map(rows.map((row) => [row.product_id, row]));
}

/**
 * The cart as the API answers it: lines in the order they were added, priced now in the cart's
 * showroom (the pro's markup, exactly as the product detail shows it; the standard markup if that
 * showroom is gone). Built field by field: wholesale prices must never reach the response.
 */
export async function priceCart(
  db: Database,
  showrooms: ShowroomContexts,
  cart: CartRow,
): Promise<ProjectCart> {
  const context = (cart.showroom_id && (await showrooms.find(cart.showroom_id))) || PLATFORM_CONTEXT;
  const rows = await db
    .select({
      id: project_tans.id,
      product_id: project_tans.product_id,
      size_id: project_tans.size_id,
      colour: project_tans.colour,
      qty: project_tans.qty,
      hash: products.hash,
      name: products.name,
      brand: brands.name,
      category_unit: categories.unit,
      product_wholesale: products.wholesale_price,
      size_uom: product_sizes.uom,
      size_wholesale: product_sizes.wholesale_price,
    })
    .from(project_tans)
    .innerJoin(products, eq(products.id, project_tans.product_id))
    .innerJoin(brands, eq(brands.id, products.brand_id))
    .innerJoin(categories, eq(categories.id, products.category_id))
    .leftJoin(product_sizes, eq(product_sizes.id, project_tans.size_id))
    .where(eq(project_tans.project_id, cart.id))
    .orderBy(asc(project_tans.id));
  const lowest = await lowestSizes(
    db,
    rows.filter((row) => row.size_id === null).map((row) => row.product_id),
  );
  const lines = rows.map((row): CartLine => {
    const size =
      row.size_id === null
        ? lowest.get(row.product_id)
        : { uom: row.size_uom, wholesale_price: row.size_wholesale };
    const price = shownPrice(size?.wholesale_price ?? row.product_wholesale, context.markupPercent);
    return {
      id: row.id,
      product_id: row.product_id,
      hash: row.hash,
      name: row.name,
      brand: row.brand,
      size_id: row.size_id,
      colour: row.colour,
      qty: row.qty,
      unit: shownUnit(row.category_unit, size?.uom),
      price,
      // In whole cents: the price has two decimals, qty is an integer.
      amount: (Math.round(price * 100) * row.qty) / 100,
    };
  });
  return {
    id: cart.id,
    temp_project_id: cart.temp_project_id,
    is_cart: cart.is_cart,
    // 0 (the spec's "no showroom") only if the pro's account was deleted.
    showroom: cart.showroom_id ?? 0,
    Project_tans: lines,
  };
}
