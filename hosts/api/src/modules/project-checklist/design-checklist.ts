import {
  type BomProduct,
  billOfMaterials,
  checklistItems,
  layoutRoom,
  readDraftFloorplan,
  readDraftFloorTemplate,
  type SlotChoice,
} from '@showroom/rooms';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { brands, categories, product_sizes, products } from '../catalog/catalog-schema.ts';
import { shownUnit } from '../catalog/index.ts';
import type { ChecklistItemRequest } from './checklist-quantities.ts';

/** A saved design as its project stores it (spec §3: floorplan, floorTemplate). */
export interface SavedDesign {
  floorplan: unknown;
  floor_template: unknown;
}

/**
 * The design's products by hash, as the visualizer picks them when it restores a design: the
 * product's cheapest size and first colour (`pickFromDetail`). Archived products are left out.
 */
async function designProducts(db: Database, hashes: readonly string[]) {
  const rows = await db
    .select({
      id: products.id,
      hash: products.hash,
      name: products.name,
      colours: products.colours,
      brand: { id: brands.id, name: brands.name, slug: brands.slug },
      category_unit: categories.unit,
      size_id: product_sizes.id,
      uom: product_sizes.uom,
      box_sqft: product_sizes.box_sqft,
      pattern: product_sizes.pattern,
      width_size: product_sizes.width_size,
      height_size: product_sizes.height_size,
    })
    .from(products)
    .innerJoin(brands, eq(brands.id, products.brand_id))
    .innerJoin(categories, eq(categories.id, products.category_id))
    .leftJoin(product_sizes, eq(product_sizes.product_id, products.id))
    .where(and(inArray(products.hash, [...hashes]), isNull(products.archived_at)))
    .orderBy(asc(product_sizes.wholesale_price), asc(product_sizes.id));
  const byHash = new Map<string, { product: BomProduct; colour: string | null }>();
  for (const row of rows) {
    if (byHash.has(row.hash)) continue;
    byHash.set(row.hash, {
      // The bill's quantities never read the price; the checklist prices its lines when read.
      product: {
        id: row.id,
        hash: row.hash,
        name: row.name,
        brand: row.brand,
        price: 0,
        unit: shownUnit(row.category_unit, row.uom),
        size_id: row.size_id,
        box_sqft: row.box_sqft,
        price_per_sqft: null,
        pattern: row.pattern,
        width_size: row.width_size,
        height_size: row.height_size,
      },
      colour: row.colours[0]?.name ?? null,
    });
  }
  return byHash;
}

/**
 * The checklist items of a project's saved design: its room laid out from the saved plan and
 * dimensions, and the bill of materials of the products picked per slot (a design started from a
 * template holds the template's products), the same `billOfMaterials` the visualizer's bill panel
 * shows, so quantities match it: surfaces by area (boxes with waste), fixtures one per placement.
 * Null when the project has no design the visualizer could open.
 */
export async function designChecklistItems(
  db: Database,
  design: SavedDesign,
): Promise<ChecklistItemRequest[] | null> {
  const floorplan = readDraftFloorplan(design.floorplan);
  const template = readDraftFloorTemplate(design.floor_template);
  if (!floorplan || !template) return null;
  const hashes = [...new Set(Object.values(template.materials))];
  if (hashes.length === 0) return [];
  const found = await designProducts(db, hashes);
  const choices: Record<string, SlotChoice> = {};
  for (const [slotId, hash] of Object.entries(template.materials)) {
    const pick = found.get(hash);
    if (pick) choices[slotId] = pick;
  }
  return checklistItems(billOfMaterials(layoutRoom(floorplan.plan, floorplan.dimensions), choices));
}
