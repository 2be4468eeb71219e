/**
 * The room's bill of materials (issue #13): surfaces by area → boxes with waste through the cart's
 * one `boxesForArea`, fixtures one per placement; lines grouped by who sells them, with subtotals and
 * a total in integer cents at the showroom's prices (the product cards' `price`).
 */
import { boxesForArea, defaultWastePercent } from '@showroom/contract/cart';
import type { ProductCard } from '@showroom/contract/catalog';
import type { BillCountedIn } from '@showroom/contract/visualizer';
import { isSurfaceSlot, type RoomLayout, type RoomSlot, type SurfaceSlot } from '../model/room-model.ts';
import { roundSqft } from '../model/surface-area.ts';
import { countertopSale, slabsForCounter } from './countertop-sale.ts';

/** The product card's fields the bill needs; `vendor` when the caller knows who sells the brand. */
export type BomProduct = Pick<
  ProductCard,
  'id' | 'hash' | 'name' | 'brand' | 'price' | 'unit' | 'size_id' | 'box_sqft' | 'price_per_sqft' | 'pattern'
> &
  Partial<Pick<ProductCard, 'width_size' | 'height_size'>> & { vendor?: { id: number; name: string } | null };

/** What the homeowner put in a slot: the product, its colour and, for surfaces, their own waste. */
export interface SlotChoice {
  product: BomProduct;
  colour?: string | null;
  wastePercent?: number;
}

export interface BomOptions {
  /** One waste allowance for every surface, instead of each product pattern's default. */
  wastePercent?: number;
}

/** How a surface line was measured; null on fixture lines. */
export interface BomMeasure {
  areaSqft: number;
  wastePercent: number;
  /** What the boxes or pieces bought cover. */
  coverageSqft: number;
}

export interface BomLine {
  product: BomProduct;
  colour: string | null;
  /** Every slot the line covers: the same tile on two walls is one line. */
  slotIds: string[];
  /** Their names, as the slot list shows them ('North wall', 'East wall'). */
  slotLabels: string[];
  measure: BomMeasure | null;
  unit: string;
  /**
   * A countertop counted in slabs (one slab to a box) or square feet (a one-sqft box) rather than in
   * the product's unit (issue #26); absent on every other line.
   */
  countedIn?: BillCountedIn;
  qty: number;
  unitPriceCents: number;
  costCents: number;
}

export interface BomGroup {
  /** The vendor when the products say it, else the brand (each brand has one vendor). */
  seller: { kind: 'vendor' | 'brand'; id: number; name: string };
  lines: BomLine[];
  subtotalCents: number;
}

export interface BillOfMaterials {
  groups: BomGroup[];
  totalCents: number;
}

/** Catalogue prices have two decimals; rounding absorbs the binary fraction (45.99 × 100). */
export const priceCents = (dollars: number): number => Math.round(dollars * 100);

/** A catalogue length ('12"', "7.5'", '96 mm') in feet, or undefined when it is not one. */
export function lengthFt(text: string | null | undefined): number | undefined {
  const match = /^\s*(\d+(?:\.\d+)?)\s*("|in|'|ft|mm|cm)\s*$/.exec(text ?? '');
  if (!match) return undefined;
  const value = Number(match[1]);
  const perFoot: Record<string, number> = { '"': 12, in: 12, "'": 1, ft: 1, mm: 304.8, cm: 30.48 };
  return value / perFoot[match[2]!]!;
}

function sellerOf(product: BomProduct): BomGroup['seller'] {
  return product.vendor
    ? { kind: 'vendor', ...product.vendor }
    : { kind: 'brand', id: product.brand.id, name: product.brand.name };
}

interface Pending {
  choice: SlotChoice;
  slots: RoomSlot[];
}

/**
 * How much of a product covers `areaSqft` with `wastePercent` more: boxes for a product sold by the
 * box (the cart's `boxesForArea`), else pieces of its size (one when its size is unknown). The bill's
 * surface lines and the project checklist's lines given by area (issue #25) both count with it.
 */
export function surfaceLine(
  product: Pick<BomProduct, 'price' | 'unit' | 'box_sqft' | 'width_size' | 'height_size'>,
  areaSqft: number,
  wastePercent: number,
): Omit<BomLine, 'product' | 'colour' | 'slotIds' | 'slotLabels'> {
  const unitPriceCents = priceCents(product.price);
  if (product.box_sqft && product.box_sqft > 0) {
    const boxes = boxesForArea({
      areaSqft,
      boxSqft: product.box_sqft,
      pricePerBoxCents: unitPriceCents,
      wastePercent,
    });
    return {
      measure: { areaSqft, wastePercent, coverageSqft: boxes.coverageSqft },
      unit: product.unit,
      qty: boxes.boxes,
      unitPriceCents,
      costCents: boxes.costCents,
    };
  }
  // A surface sold by the piece: as many pieces as the area needs, or one when its size is unknown.
  const width = lengthFt(product.width_size);
  const height = lengthFt(product.height_size);
  const pieceSqft = width && height ? width * height : undefined;
  const qty = pieceSqft
    ? Math.max(1, Math.ceil((areaSqft * (100 + wastePercent)) / 100 / pieceSqft - 1e-9))
    : 1;
  return {
    measure: { areaSqft, wastePercent, coverageSqft: roundSqft(pieceSqft ? qty * pieceSqft : areaSqft) },
    unit: product.unit,
    qty,
    unitPriceCents,
    costCents: qty * unitPriceCents,
  };
}

/**
 * A countertop line by how its size is sold: whole slabs its pieces are cut from (no waste
 * allowance: the fitting is the waste), square feet, or boxes of area like any surface.
 */
function countertopLine(
  product: BomProduct,
  surfaces: readonly SurfaceSlot[],
  areaSqft: number,
  wastePercent: number,
): Omit<BomLine, 'product' | 'colour' | 'slotIds' | 'slotLabels'> {
  const sale = countertopSale(product, lengthFt);
  if (sale.by === 'sqft') return { ...surfaceLine(product, areaSqft, wastePercent), countedIn: 'sqft' };
  if (sale.by === 'box') return surfaceLine(product, areaSqft, wastePercent);
  const fitted = slabsForCounter(
    surfaces.flatMap((slot) => slot.panels),
    sale,
  );
  // A piece wider than any slab (an unusual size) is bought by area instead.
  if (fitted === undefined) return { ...surfaceLine(product, areaSqft, wastePercent), countedIn: 'slab' };
  const unitPriceCents = priceCents(product.price);
  return {
    measure: { areaSqft, wastePercent: 0, coverageSqft: roundSqft(fitted * sale.slabSqft) },
    unit: product.unit,
    countedIn: 'slab',
    qty: fitted,
    unitPriceCents,
    costCents: fitted * unitPriceCents,
  };
}

/**
 * One bill line: a product over the slots it fills (surfaces by area, a countertop by slab or sqft as
 * its size is sold, fixtures per placement). The bill counts each of its lines with it, and AI design
 * prices a slot's candidates with it, so a design's line is the line the visualizer's bill shows.
 */
export function billLine(slots: readonly RoomSlot[], choice: SlotChoice, options: BomOptions = {}): BomLine {
  const { product } = choice;
  const head = {
    product,
    colour: choice.colour ?? null,
    slotIds: slots.map((slot) => slot.id),
    slotLabels: slots.map((slot) => slot.label),
  };
  const surfaces = slots.filter(isSurfaceSlot);
  if (surfaces.length > 0) {
    const areaSqft = roundSqft(surfaces.reduce((sum, slot) => sum + slot.areaSqft, 0));
    const wastePercent = options.wastePercent ?? choice.wastePercent ?? defaultWastePercent(product.pattern);
    if (surfaces.every((slot) => slot.kind === 'countertop')) {
      return { ...head, ...countertopLine(product, surfaces, areaSqft, wastePercent) };
    }
    return { ...head, ...surfaceLine(product, areaSqft, wastePercent) };
  }
  const qty = slots.reduce((sum, slot) => sum + (isSurfaceSlot(slot) ? 0 : slot.placements.length), 0);
  const unitPriceCents = priceCents(product.price);
  return { ...head, measure: null, unit: product.unit, qty, unitPriceCents, costCents: qty * unitPriceCents };
}

/**
 * The bill for a laid-out room and the products chosen by slot id (slots without a choice, and
 * choices for slots the room does not have, are left out). The same product in the same size and
 * colour on several slots is one line over their summed area.
 */
export function billOfMaterials(
  layout: RoomLayout,
  choices: Readonly<Record<string, SlotChoice>>,
  options: BomOptions = {},
): BillOfMaterials {
  const pending = new Map<string, Pending>();
  for (const slot of layout.slots) {
    const choice = choices[slot.id];
    if (!choice) continue;
    const key = `${choice.product.id}|${choice.product.size_id}|${choice.colour ?? ''}`;
    const entry = pending.get(key);
    if (entry) entry.slots.push(slot);
    else pending.set(key, { choice, slots: [slot] });
  }
  const groups = new Map<string, BomGroup>();
  for (const entry of pending.values()) {
    const line = billLine(entry.slots, entry.choice, options);
    if (line.qty === 0) continue;
    const seller = sellerOf(line.product);
    const key = `${seller.kind}:${seller.id}`;
    const group = groups.get(key) ?? { seller, lines: [], subtotalCents: 0 };
    group.lines.push(line);
    group.subtotalCents += line.costCents;
    groups.set(key, group);
  }
  const sorted = [...groups.values()].sort((a, b) => a.seller.name.localeCompare(b.seller.name));
  return { groups: sorted, totalCents: sorted.reduce((sum, group) => sum + group.subtotalCents, 0) };
}
