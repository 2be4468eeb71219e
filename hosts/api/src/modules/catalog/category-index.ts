import type { ListedCategory, MenuCategory } from '@showroom/contract/catalog';
import { asc } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { LoadingCache } from '../../lib/loading-cache.ts';
import { categories } from './catalog-schema.ts';

/** The category table is ~100 rows that admins rarely change: one query a minute serves every request. */
const CATEGORY_FRESH_MS = 60_000;
const CATEGORY_DROP_MS = 3_600_000;
/** Rough bytes a category row holds in the index's three maps. */
const CATEGORY_ROW_BYTES = 1_000;

type CategoryRow = typeof categories.$inferSelect;

export interface CategoryIndex {
  byId: ReadonlyMap<number, CategoryRow>;
  bySlug: ReadonlyMap<string, CategoryRow>;
  /** Children of each category (key null: the top categories), in menu order. */
  children: ReadonlyMap<number | null, readonly CategoryRow[]>;
}

export interface CategoryLookup {
  load(): Promise<CategoryIndex>;
}

export function createCategoryLookup(db: Database): CategoryLookup {
  const cache = new LoadingCache<'all', CategoryIndex>({
    maxEntries: 1,
    maxBytes: 10_000 * CATEGORY_ROW_BYTES,
    freshMs: CATEGORY_FRESH_MS,
    staleMs: CATEGORY_DROP_MS,
    sizeOf: (index) => index.byId.size * CATEGORY_ROW_BYTES,
  });
  return {
    load: () =>
      cache.getOrLoad('all', async () =>
        indexCategories(await db.select().from(categories).orderBy(asc(categories.sort), asc(categories.id))),
      ),
  };
}

export function indexCategories(rows: readonly CategoryRow[]): CategoryIndex {
  const children = new Map<number | null, CategoryRow[]>();
  for (const row of rows) children.set(row.parent_id, [...(children.get(row.parent_id) ?? []), row]);
  return {
    byId: new Map(rows.map((row) => [row.id, row])),
    bySlug: new Map(rows.map((row) => [row.slug, row])),
    children,
  };
}

/** A category by id or slug, or undefined. */
export function findCategory(index: CategoryIndex, key: number | string): CategoryRow | undefined {
  return typeof key === 'number' ? index.byId.get(key) : index.bySlug.get(key);
}

/** The category and every category below it: products hang off sub-categories, lists take any level. */
export function subtreeIds(index: CategoryIndex, id: number): number[] {
  const ids = [id];
  for (let i = 0; i < ids.length; i++)
    for (const child of index.children.get(ids[i]!) ?? []) ids.push(child.id);
  return ids;
}

/** The top category above `id` (itself when it is one). */
export function topCategoryOf(index: CategoryIndex, id: number): CategoryRow | undefined {
  let row = index.byId.get(id);
  // Bounded walk: a cycle in bad data must not hang a request.
  for (let depth = 0; row?.parent_id != null && depth < 10; depth++) row = index.byId.get(row.parent_id);
  return row;
}

/** Whether a showroom carries a category: its top category is one of the showroom's (null: all). */
export function carriesCategory(
  index: CategoryIndex,
  categoryId: number,
  topCategoryIds: ReadonlySet<number> | null,
): boolean {
  const top = topCategoryOf(index, categoryId);
  return top !== undefined && (topCategoryIds === null || topCategoryIds.has(top.id));
}

export function listedCategory(row: CategoryRow): ListedCategory {
  return { id: row.id, name: row.name, slug: row.slug, parent_id: row.parent_id, unit: row.unit };
}

/** The menu tree under `row`: parent, sub and second sub categories (spec §3). */
export function menuTree(index: CategoryIndex, row: CategoryRow, depth = 0): MenuCategory {
  return {
    ...listedCategory(row),
    photo: row.photo,
    // No resizing pipeline yet: the generated images are SVG, which scale themselves.
    resized_photo: row.photo,
    children:
      depth >= 2 ? [] : (index.children.get(row.id) ?? []).map((child) => menuTree(index, child, depth + 1)),
  };
}
