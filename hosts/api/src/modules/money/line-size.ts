import { sql } from 'drizzle-orm';
import { project_tans } from '../carts/project-tans-schema.ts';
import { product_sizes, products } from '../catalog/catalog-schema.ts';

/**
 * The size a cart line is priced and sold at, for a query joining `project_tans` and `products`: the
 * chosen one, or the product's cheapest (wholesale price, then id; what the product detail shows
 * first). The cart and checkout both join sizes on it, so what the cart shows is what checkout sells.
 */
export const lineSizeId = sql<number | null>`coalesce(${project_tans.size_id}, (select ${product_sizes.id}
  from ${product_sizes} where ${product_sizes.product_id} = ${products.id}
  order by ${product_sizes.wholesale_price}, ${product_sizes.id} limit 1))`;
