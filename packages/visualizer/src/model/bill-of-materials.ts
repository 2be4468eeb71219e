/**
 * The room's bill of materials (issue #13): each surface slot's area (the layout's, openings
 * already cut out) → boxes with waste through the contract's one `boxesForArea`; each fixture slot
 * one piece per placement; grouped by vendor with subtotals and a total in cents.
 */
import { boxesForArea, type CartItem, defaultWastePercent } from '@showroom/contract/cart';
import { isSurfaceSlot, type RoomLayout } from '@showroom/contract/visualizer';
import type { SlotPick } from './slot-choice.ts';

export interface BomLine {
  slotId: string;
  slotLabel: string;
  choice: SlotPick;
  /** The surface's area in sqft; null for a fixture. */
  areaSqft: number | null;
  wastePercent: number | null;
  /** Boxes for an area, else pieces. */
  qty: number;
  costCents: number;
}

export interface BomVendor {
  vendor: string;
  lines: BomLine[];
  subtotalCents: number;
}

export interface BillOfMaterials {
  vendors: BomVendor[];
  totalCents: number;
}

function lineFor(layout: RoomLayout, slotId: string, choice: SlotPick): BomLine | null {
  const slot = layout.slots.find((candidate) => candidate.id === slotId);
  if (!slot) return null;
  const head = { slotId, slotLabel: slot.label, choice };
  const { product } = choice;
  const priceCents = Math.round(product.price * 100);
  if (isSurfaceSlot(slot) && product.box_sqft && product.box_sqft > 0) {
    const wastePercent = defaultWastePercent(product.pattern);
    const { boxes, costCents } = boxesForArea({
      areaSqft: slot.areaSqft,
      boxSqft: product.box_sqft,
      pricePerBoxCents: priceCents,
      wastePercent,
    });
    return boxes > 0 ? { ...head, areaSqft: slot.areaSqft, wastePercent, qty: boxes, costCents } : null;
  }
  // A fixture, or a surface product sold by the piece: one per placement (a surface is one piece).
  const qty = isSurfaceSlot(slot) ? 1 : Math.max(slot.placements.length, 1);
  return {
    ...head,
    areaSqft: isSurfaceSlot(slot) ? slot.areaSqft : null,
    wastePercent: null,
    qty,
    costCents: qty * priceCents,
  };
}

/** Lines in the layout's slot order, vendors in the order their first line appears. */
export function billOfMaterials(
  layout: RoomLayout,
  chosen: Readonly<Record<string, SlotPick>>,
): BillOfMaterials {
  const vendors = new Map<string, BomVendor>();
  for (const slot of layout.slots) {
    const choice = chosen[slot.id];
    const line = choice && lineFor(layout, slot.id, choice);
    if (!line) continue;
    const seller = line.choice.product.vendor?.name ?? line.choice.product.brand.name;
    const group = vendors.get(seller) ?? {
      vendor: seller,
      lines: [],
      subtotalCents: 0,
    };
    group.lines.push(line);
    group.subtotalCents += line.costCents;
    vendors.set(seller, group);
  }
  const list = [...vendors.values()];
  return { vendors: list, totalCents: list.reduce((sum, group) => sum + group.subtotalCents, 0) };
}

/** The bill as the items of one `sync_to_bulk_cart`: the same product, size and colour in one item. */
export function bulkCartItems(bill: BillOfMaterials): CartItem[] {
  const items = new Map<string, CartItem>();
  for (const line of bill.vendors.flatMap((group) => group.lines)) {
    const { product, colour } = line.choice;
    const key = `${product.id}:${product.size_id}:${colour?.name ?? ''}`;
    const item = items.get(key);
    if (item) item.qty += line.qty;
    else
      items.set(key, {
        product_id: product.id,
        size_id: product.size_id,
        colour: colour?.name ?? null,
        qty: line.qty,
      });
  }
  return [...items.values()];
}
