import { type ProductCard, RAIL_SIZE } from '@showroom/contract/catalog';
import { and, asc, desc, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { products } from './catalog-schema.ts';
import { type CategoryLookup, findCategory, subtreeIds, topCategoryOf } from './category-index.ts';
import { selectCards, toCard } from './product-cards.ts';
import { onSale } from './product-filters.ts';
import { notFound, type ShowroomContext } from './showroom-context.ts';

export type RailKind = 'top_products' | 'customer_also_viewed';

export interface RailContext {
  product?: string | undefined;
  category?: number | string | undefined;
}

/**
 * Rails beside a product or category. There is no order or view history yet, so the rules are
 * stand-ins that need no extra tables (decision 0040): "top products" are the newest of the
 * category, "customers also viewed" the category's products closest in price to the one on screen.
 */
export function createProductRails(db: Database, categories: CategoryLookup) {
  const allowed = async (categoryId: number, context: ShowroomContext) => {
    const top = topCategoryOf(await categories.load(), categoryId);
    return !!top && (!context.topCategoryIds || context.topCategoryIds.has(top.id));
  };

  return {
    async rail(kind: RailKind, on: RailContext, context: ShowroomContext): Promise<ProductCard[]> {
      const index = await categories.load();
      const [product] = on.product
        ? await db
            .select({
              id: products.id,
              category_id: products.category_id,
              wholesale: products.wholesale_price,
            })
            .from(products)
            .where(eq(products.hash, on.product))
            .limit(1)
        : [];
      if (on.product && !product) throw notFound();
      const category = on.category === undefined ? undefined : findCategory(index, on.category);
      if (on.category !== undefined && !category) throw notFound();
      // The category asked for wins; otherwise the product's own sub-category; with neither (top
      // products on the storefront's first level) every category the showroom carries.
      const categoryId = category?.id ?? product?.category_id;
      if (categoryId !== undefined && !(await allowed(categoryId, context))) throw notFound();
      const inCategories =
        categoryId !== undefined
          ? subtreeIds(index, categoryId)
          : (index.children.get(null) ?? [])
              .filter((root) => !context.topCategoryIds || context.topCategoryIds.has(root.id))
              .flatMap((root) => subtreeIds(index, root.id));

      const conditions: SQL[] = [inArray(products.category_id, inCategories), onSale];
      if (product) conditions.push(ne(products.id, product.id));
      const order =
        kind === 'top_products' || !product
          ? [desc(products.created_at), desc(products.id)]
          : [sql`abs(${products.wholesale_price} - ${product.wholesale}::numeric)`, asc(products.id)];
      const rows = await selectCards(db)
        .where(and(...conditions))
        .orderBy(...order)
        .limit(RAIL_SIZE);
      return rows.map((row) => toCard(row, context.markupPercent));
    },

    /** The products the browser kept, in its order, skipping unknown hashes, the current one and hidden ones. */
    async recentlyViewed(hashes: readonly string[], current: string | undefined, context: ShowroomContext) {
      const wanted = [...new Set(hashes)].filter((hash) => hash !== current).slice(0, RAIL_SIZE * 2);
      if (wanted.length === 0) return [];
      const rows = await selectCards(db).where(inArray(products.hash, wanted));
      const byHash = new Map(rows.map((row) => [row.hash, row]));
      const cards: ProductCard[] = [];
      for (const hash of wanted) {
        const row = byHash.get(hash);
        if (row && (await allowed(row.category_id, context))) cards.push(toCard(row, context.markupPercent));
        if (cards.length === RAIL_SIZE) break;
      }
      return cards;
    },
  };
}

export type ProductRails = ReturnType<typeof createProductRails>;
