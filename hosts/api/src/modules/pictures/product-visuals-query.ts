import type { ProductVisuals } from '@showroom/materials';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { product_sizes, products } from '../catalog/catalog-schema.ts';
import type { CategoryLookup } from '../catalog/index.ts';
import { topCategoryOf } from '../catalog/index.ts';

/**
 * What a product's pictures are drawn from: name, colours, finish, its category and the top one above
 * it, and the size the catalogue shows first (the cheapest). Null for an unknown hash.
 */
export async function findProductVisuals(
  db: Database,
  categories: CategoryLookup,
  hash: string,
): Promise<ProductVisuals | null> {
  const [row] = await db
    .select({
      id: products.id,
      name: products.name,
      finish: products.finish,
      colours: products.colours,
      category_id: products.category_id,
    })
    .from(products)
    .where(eq(products.hash, hash))
    .limit(1);
  if (!row) return null;
  const [size] = await db
    .select({
      width: product_sizes.width_size,
      height: product_sizes.height_size,
      pattern: product_sizes.pattern,
    })
    .from(product_sizes)
    .where(eq(product_sizes.product_id, row.id))
    .orderBy(asc(product_sizes.wholesale_price), asc(product_sizes.id))
    .limit(1);
  const index = await categories.load();
  const category = index.byId.get(row.category_id);
  const top = category ? topCategoryOf(index, category.id) : undefined;
  const names = [top, category].flatMap((c, i) => (c && (i === 0 || c.id !== top?.id) ? [c.name] : []));
  return {
    hash,
    name: row.name,
    categories: names,
    colours: row.colours.map(({ name, hex }) => ({ name, hex })),
    finish: row.finish,
    size: size ?? null,
  };
}
