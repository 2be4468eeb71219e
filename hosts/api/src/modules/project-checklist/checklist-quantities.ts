import { CART_MESSAGES, defaultWastePercent, MAX_CART_QTY } from '@showroom/contract/cart';
import { surfaceLine } from '@showroom/rooms';
import { inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { fieldError } from '../../lib/http-error.ts';
import { categories, product_sizes, products } from '../catalog/catalog-schema.ts';
import { shownUnit } from '../catalog/index.ts';

/** An item as the checklist stores it: "no size" and blank colours are null; the quantity is known. */
export interface ChecklistItem {
  product_id: number;
  size_id: number | null;
  colour: string | null;
  qty: number;
  area_sqft: number | null;
  waste_percent: number | null;
  note: string | null;
}

/** An item as asked for: a quantity, or an area it covers. */
export interface ChecklistItemRequest {
  product_id: number;
  size_id?: number | null | undefined;
  colour?: string | null | undefined;
  qty?: number | undefined;
  area_sqft?: number | undefined;
  waste_percent?: number | undefined;
  note?: string | null | undefined;
}

/** The fields of a product's size the area counts with: the chosen size, else the cheapest (as it is priced). */
interface CountingSize {
  unit: string;
  box_sqft: number | null;
  pattern: string | null;
  width_size: string | null;
  height_size: string | null;
}

async function countingSizes(db: Database, items: readonly ChecklistItemRequest[]) {
  const productIds = [...new Set(items.map((item) => item.product_id))];
  const rows = await db
    .select({
      product_id: products.id,
      size_id: product_sizes.id,
      category_unit: categories.unit,
      uom: product_sizes.uom,
      box_sqft: product_sizes.box_sqft,
      pattern: product_sizes.pattern,
      width_size: product_sizes.width_size,
      height_size: product_sizes.height_size,
    })
    .from(products)
    .innerJoin(categories, sql`${categories.id} = ${products.category_id}`)
    .innerJoin(product_sizes, sql`${product_sizes.product_id} = ${products.id}`)
    .where(inArray(products.id, productIds))
    .orderBy(product_sizes.wholesale_price, product_sizes.id);
  const chosen = new Map<number, CountingSize>();
  const cheapest = new Map<number, CountingSize>();
  for (const row of rows) {
    const size = { ...row, unit: shownUnit(row.category_unit, row.uom) };
    chosen.set(row.size_id, size);
    if (!cheapest.has(row.product_id)) cheapest.set(row.product_id, size);
  }
  return (item: ChecklistItemRequest) =>
    (item.size_id ? chosen.get(item.size_id) : undefined) ?? cheapest.get(item.product_id);
}

const trimmedOrNull = (text: string | null | undefined) => {
  const trimmed = text?.trim();
  return trimmed ? trimmed : null;
};

/**
 * Each item's quantity: the one given, or what its area needs, counted exactly as the visualizer's
 * bill of materials counts a surface (`@showroom/rooms`' `surfaceLine`: boxes by the size's box
 * coverage with the pattern's waste allowance, else pieces of its size). Products are checked
 * against the catalogue afterwards; one without sizes counts one piece.
 */
export async function withQuantities(
  db: Database,
  items: readonly ChecklistItemRequest[],
): Promise<ChecklistItem[]> {
  const needsCounting = items.filter((item) => item.area_sqft !== undefined);
  const sizeOf = needsCounting.length > 0 ? await countingSizes(db, needsCounting) : () => undefined;
  return items.map((item, index) => {
    const base = {
      product_id: item.product_id,
      size_id: item.size_id ?? null,
      colour: trimmedOrNull(item.colour),
      note: trimmedOrNull(item.note),
    };
    if (item.area_sqft === undefined) {
      return { ...base, qty: item.qty ?? 1, area_sqft: null, waste_percent: null };
    }
    const size = sizeOf(item);
    const wastePercent = item.waste_percent ?? defaultWastePercent(size?.pattern);
    const counted = size ? surfaceLine({ ...size, price: 0 }, item.area_sqft, wastePercent).qty : 1;
    // An area too large for one line is refused on the field that made it so.
    if (item.qty === undefined && counted > MAX_CART_QTY) {
      throw fieldError(`items.${index}.area_sqft`, CART_MESSAGES.qtyTooLarge);
    }
    return {
      ...base,
      qty: item.qty ?? counted,
      area_sqft: item.area_sqft,
      waste_percent: wastePercent,
    };
  });
}
