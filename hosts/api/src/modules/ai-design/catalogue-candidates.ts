import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { rowsOf } from '../../lib/raw-rows.ts';

/** A product a slot may take: its cheapest size in stock, at wholesale. */
export interface Candidate {
  id: number;
  hash: string;
  name: string;
  colours: { name: string; hex: string }[];
  brand: { id: number; name: string };
  category: string;
  /** The category's unit: 'Box' for surfaces bought by area. */
  categoryUnit: string;
  sizeId: number;
  wholesaleCents: number;
  boxSqft: number | null;
  uom: string;
  stock: number;
  widthSize: string | null;
  heightSize: string | null;
  pattern: string | null;
}

/** Products looked at per slot: a sample across the price range, so value and premium picks both exist. */
export const CANDIDATES_PER_SLOT = 48;

interface CandidateRow {
  id: number;
  hash: string;
  name: string;
  colours: { name: string; hex: string }[] | string;
  brand_id: number;
  brand_name: string;
  category: string;
  category_unit: string;
  size_id: number;
  wholesale_cents: number;
  box_sqft: string | number | null;
  uom: string;
  stock_qty: number;
  width_size: string | null;
  height_size: string | null;
  pattern: string | null;
}

/**
 * The products on sale in the categories `slugs` name (each with its sub-categories), within the
 * showroom's top categories when it limits them, that have a size in stock: an even sample of
 * `CANDIDATES_PER_SLOT` along the price order (price, then id: the same catalogue gives the same sample).
 * The sample is ranked over the category's price index; sizes are read only for the sample.
 */
export async function slotCandidates(
  db: Database,
  slugs: readonly string[],
  topCategoryIds: ReadonlySet<number> | null,
): Promise<Candidate[]> {
  if (slugs.length === 0) return [];
  const slugList = sql.join(
    slugs.map((slug) => sql`${slug}`),
    sql`, `,
  );
  const carried =
    topCategoryIds === null
      ? sql``
      : topCategoryIds.size === 0
        ? sql`and false`
        : sql`and coalesce(c.parent_id, c.id) in (${sql.join(
            [...topCategoryIds].map((id) => sql`${id}`),
            sql`, `,
          )})`;
  const rows = rowsOf<CandidateRow>(
    await db.execute(sql`
      with wanted as (
        select c.id, c.slug, c.unit from categories c
        where (c.slug in (${slugList})
           or c.parent_id in (select id from categories where slug in (${slugList})))
          ${carried}
      ),
      ranked as (
        select p.id, p.category_id,
          row_number() over (order by p.wholesale_price, p.id) as rn,
          count(*) over () as n
        from products p
        where p.category_id in (select id from wanted) and p.archived_at is null
      ),
      sample as (
        select id, category_id from ranked
        where (rn - 1) % greatest(1, n / ${CANDIDATES_PER_SLOT}) = 0 or rn = n
      )
      select p.id, p.hash, p.name, p.colours, b.id as brand_id, b.name as brand_name,
        w.slug as category, w.unit as category_unit, s.id as size_id,
        round(s.wholesale_price * 100)::int as wholesale_cents, s.box_sqft, s.uom, s.stock_qty,
        s.width_size, s.height_size, s.pattern
      from sample
      join products p on p.id = sample.id
      join brands b on b.id = p.brand_id
      join wanted w on w.id = sample.category_id
      join lateral (
        select * from product_sizes ps
        where ps.product_id = p.id and ps.stock_qty > 0
        order by ps.wholesale_price, ps.id limit 1
      ) s on true
      order by p.wholesale_price, p.id`),
  );
  return rows.map((row) => ({
    id: row.id,
    hash: row.hash,
    name: row.name,
    colours: typeof row.colours === 'string' ? JSON.parse(row.colours) : row.colours,
    brand: { id: row.brand_id, name: row.brand_name },
    category: row.category,
    categoryUnit: row.category_unit,
    sizeId: row.size_id,
    wholesaleCents: row.wholesale_cents,
    boxSqft: row.box_sqft === null ? null : Number(row.box_sqft),
    uom: row.uom,
    stock: row.stock_qty,
    widthSize: row.width_size,
    heightSize: row.height_size,
    pattern: row.pattern,
  }));
}
