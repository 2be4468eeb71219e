import { slugify } from '@showroom/contract';
import { categories } from '../../modules/catalog/catalog-schema.ts';
import type { Database } from '../client.ts';
import { CATEGORY_TREE, type SubCategorySeed, type TopCategorySeed } from './category-tree.ts';

export interface SeededSubCategory {
  id: number;
  top: TopCategorySeed;
  sub: SubCategorySeed;
}

export interface SeededCategories {
  topIds: number[];
  subs: SeededSubCategory[];
}

/** Inserts the 22 top categories, then their sub-categories (which inherit the unit). */
export async function seedCategories(db: Database): Promise<SeededCategories> {
  const tops = await db
    .insert(categories)
    .values(
      CATEGORY_TREE.map((top, index) => ({
        name: top.name,
        slug: slugify(top.name),
        unit: top.unit,
        sort: index,
      })),
    )
    .returning({ id: categories.id, slug: categories.slug });
  const topIdBySlug = new Map(tops.map((row) => [row.slug, row.id]));

  const subSeeds = CATEGORY_TREE.flatMap((top) =>
    top.subs.map((sub, index) => ({
      top,
      sub,
      slug: `${slugify(top.name)}-${slugify(sub.name)}`,
      sort: index,
    })),
  );
  const subs = await db
    .insert(categories)
    .values(
      subSeeds.map(({ top, sub, slug, sort }) => ({
        name: sub.name,
        slug,
        parent_id: topIdBySlug.get(slugify(top.name))!,
        unit: top.unit,
        sort,
      })),
    )
    .returning({ id: categories.id, slug: categories.slug });
  const subIdBySlug = new Map(subs.map((row) => [row.slug, row.id]));

  return {
    topIds: CATEGORY_TREE.map((top) => topIdBySlug.get(slugify(top.name))!),
    subs: subSeeds.map(({ top, sub, slug }) => ({ id: subIdBySlug.get(slug)!, top, sub })),
  };
}
