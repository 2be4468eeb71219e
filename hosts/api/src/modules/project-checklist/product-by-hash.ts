import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { products } from '../catalog/catalog-schema.ts';

/** The id of the product with this public hash, unless it is archived; null otherwise. */
export async function productIdByHash(db: Database, hash: string): Promise<number | null> {
  const [product] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.hash, hash), isNull(products.archived_at)));
  return product?.id ?? null;
}
