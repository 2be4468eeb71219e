import { VENDOR_IMPORT_MESSAGES } from '@showroom/contract/vendor-import';
import { eq, isNotNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { brands, type CategoryUnit, categories } from '../catalog/catalog-schema.ts';

export interface ImportCategory {
  id: number;
  unit: CategoryUnit;
}

type Found<T> = { found: T } | { message: string };

/**
 * The words a vendor may use for a category (a sub-category's slug or name; top categories do not
 * hold products) and for a brand line (one of their own brands, by name or slug), case-insensitive.
 * Read once per run: a few hundred rows.
 */
export interface ImportLookups {
  category(value: string): Found<ImportCategory>;
  brand(value: string): Found<number>;
}

const key = (value: string) => value.trim().toLowerCase();

export async function loadImportLookups(db: Database, vendorId: number): Promise<ImportLookups> {
  // Sub-categories carry their top category's unit (Box or Piece).
  const subs = await db
    .select({ id: categories.id, name: categories.name, slug: categories.slug, unit: categories.unit })
    .from(categories)
    .where(isNotNull(categories.parent_id));
  const unitOf = new Map(subs.map((c) => [c.id, c.unit]));
  const found = (id: number) => ({ found: { id, unit: unitOf.get(id)! } });
  const bySlug = new Map(subs.map((c) => [key(c.slug), c.id]));
  const byName = new Map<string, number[]>();
  for (const c of subs) byName.set(key(c.name), [...(byName.get(key(c.name)) ?? []), c.id]);

  const own = await db
    .select({ id: brands.id, name: brands.name, slug: brands.slug })
    .from(brands)
    .where(eq(brands.vendor_id, vendorId));
  const brandByWord = new Map<string, number>();
  for (const b of own) {
    brandByWord.set(key(b.slug), b.id);
    brandByWord.set(key(b.name), b.id);
  }

  return {
    category(value) {
      const slugMatch = bySlug.get(key(value));
      if (slugMatch !== undefined) return found(slugMatch);
      const named = byName.get(key(value)) ?? [];
      if (named.length === 1) return found(named[0]!);
      return {
        message:
          named.length > 1
            ? VENDOR_IMPORT_MESSAGES.ambiguousCategory(value)
            : VENDOR_IMPORT_MESSAGES.unknownCategory(value),
      };
    },
    brand(value) {
      const id = brandByWord.get(key(value));
      return id === undefined ? { message: VENDOR_IMPORT_MESSAGES.unknownBrand(value) } : { found: id };
    },
  };
}
