import {
  AI_CREDITS,
  AI_DESIGN_MESSAGES,
  AI_DESIGN_TITLES,
  type AiDesignItem,
  budgetSummary,
} from '@showroom/contract/design-ai';
import { priceLine } from '@showroom/contract/money';
import {
  type BomProduct,
  billLine,
  billOfMaterials,
  type RoomLayout,
  type RoomSlot,
  type SlotChoice,
} from '@showroom/rooms';
import { shownUnit } from '../catalog/index.ts';
import { type CandidateFit, candidateFit } from './candidate-scoring.ts';
import type { Candidate } from './catalogue-candidates.ts';
import type { DesignBrief, GeneratedDesign } from './design-generator.ts';

/** One slot the designs fill, with what may go there. */
export interface SlotOptions {
  slot: RoomSlot;
  candidates: readonly Candidate[];
}

/** A candidate priced for a slot: what the line costs and whether the stock covers it. */
interface Option {
  candidate: Candidate;
  fit: CandidateFit;
  unitCents: number;
  qty: number;
  costCents: number;
}

type Persona = 'value' | 'style' | 'premium';
const PERSONAS: readonly Persona[] = ['value', 'style', 'premium'];

function optionsOf(slot: RoomSlot, candidates: readonly Candidate[], brief: DesignBrief, markup: number) {
  const options: Option[] = [];
  for (const candidate of candidates) {
    const unitCents = priceLine({ qty: 1, wholesaleCents: candidate.wholesaleCents }, markup).unitPriceCents;
    const fit = candidateFit(candidate, slot, brief.style, brief.photo);
    // The visualizer's own line (a countertop by slab or sqft as it is sold), so the option's cost is
    // the design's line and the cart's.
    const line = billLine([slot], { product: bomProduct(candidate, unitCents), colour: fit.colour });
    // In stock in the quantity this room needs: nothing is proposed that could not be bought.
    if (line.qty === 0 || line.qty > candidate.stock) continue;
    options.push({ candidate, fit, unitCents, qty: line.qty, costCents: line.costCents });
  }
  return options;
}

const byId = (a: Option, b: Option) => a.candidate.id - b.candidate.id;
const ORDERS: Record<Persona, (a: Option, b: Option) => number> = {
  value: (a, b) => a.costCents - b.costCents || b.fit.score - a.fit.score || byId(a, b),
  style: (a, b) => b.fit.score - a.fit.score || a.costCents - b.costCents || byId(a, b),
  premium: (a, b) => b.costCents - a.costCents || b.fit.score - a.fit.score || byId(a, b),
};

/**
 * Picks one option per slot in the persona's order: not what an earlier design put in that slot and
 * of a brand this design does not use yet when there is such an option, relaxing those wishes in turn.
 */
function pick(
  slots: readonly { slot: RoomSlot; options: Option[] }[],
  persona: Persona,
  taken: ReadonlyMap<string, ReadonlySet<number>>,
): Map<string, Option> {
  const chosen = new Map<string, Option>();
  const brands = new Set<number>();
  for (const { slot, options } of slots) {
    const ordered = [...options].sort(ORDERS[persona]);
    const earlier = taken.get(slot.id) ?? new Set<number>();
    const fresh = (option: Option) => !earlier.has(option.candidate.id);
    const newBrand = (option: Option) => !brands.has(option.candidate.brand.id);
    const option =
      ordered.find((o) => fresh(o) && newBrand(o)) ??
      ordered.find(fresh) ??
      ordered.find(newBrand) ??
      ordered[0];
    if (!option) continue;
    chosen.set(slot.id, option);
    brands.add(option.candidate.brand.id);
  }
  return chosen;
}

const totalOf = (chosen: ReadonlyMap<string, Option>) =>
  [...chosen.values()].reduce((sum, option) => sum + option.costCents, 0);

/**
 * Brings a design within the budget when it can be: the dearest line steps down to the next cheaper
 * option of its slot, again and again, until the total fits or every line is its slot's cheapest.
 */
function fitBudget(
  slots: readonly { slot: RoomSlot; options: Option[] }[],
  chosen: Map<string, Option>,
  budgetCents: number,
): void {
  const byCost = new Map(slots.map(({ slot, options }) => [slot.id, [...options].sort(ORDERS.value)]));
  while (totalOf(chosen) > budgetCents) {
    let step: { slotId: string; option: Option; fromCents: number } | null = null;
    for (const [slotId, current] of chosen) {
      const cheaper = (byCost.get(slotId) ?? []).filter((option) => option.costCents < current.costCents);
      const next = cheaper[cheaper.length - 1];
      if (next && (!step || current.costCents > step.fromCents))
        step = { slotId, option: next, fromCents: current.costCents };
    }
    if (!step) return;
    chosen.set(step.slotId, step.option);
  }
}

function bomProduct(candidate: Candidate, unitCents: number): BomProduct {
  return {
    id: candidate.id,
    hash: candidate.hash,
    name: candidate.name,
    brand: { id: candidate.brand.id, name: candidate.brand.name, slug: '' },
    price: unitCents / 100,
    unit: shownUnit(candidate.categoryUnit, candidate.uom),
    size_id: candidate.sizeId,
    box_sqft: candidate.boxSqft,
    price_per_sqft: null,
    pattern: candidate.pattern,
    width_size: candidate.widthSize,
    height_size: candidate.heightSize,
  };
}

function reasonOf(option: Option, persona: Persona): string {
  if (option.fit.reason) return option.fit.reason;
  return persona === 'premium' ? AI_DESIGN_MESSAGES.reasonPremium : AI_DESIGN_MESSAGES.reasonValue;
}

function titleOf(persona: Persona, brief: DesignBrief): string {
  if (persona !== 'style') return AI_DESIGN_TITLES[persona];
  return brief.photo && !brief.style ? AI_DESIGN_TITLES.photo : AI_DESIGN_TITLES.style;
}

/**
 * The three designs of a room (decision 0110): best value, the brief's style and photo, and a premium
 * pick, each from the slots' in-stock candidates at the showroom's markup, across brands, different
 * from one another where the catalogue allows, brought within the budget where they can be. The bill of
 * materials (`@showroom/rooms`) counts each line, so the totals are what the visualizer would show.
 */
export function composeDesigns(
  layout: RoomLayout,
  planId: string,
  slotOptions: readonly SlotOptions[],
  brief: DesignBrief,
  markupPercent: number,
): GeneratedDesign[] {
  const slots = slotOptions
    .map(({ slot, candidates }) => ({ slot, options: optionsOf(slot, candidates, brief, markupPercent) }))
    .filter(({ options }) => options.length > 0);
  const taken = new Map<string, Set<number>>();
  const designs: GeneratedDesign[] = [];
  for (const persona of PERSONAS.slice(0, AI_CREDITS.designsPerRequest)) {
    const chosen = pick(slots, persona, taken);
    fitBudget(slots, chosen, brief.budgetCents);
    for (const [slotId, option] of chosen) {
      const set = taken.get(slotId) ?? new Set<number>();
      set.add(option.candidate.id);
      taken.set(slotId, set);
    }
    designs.push(designOf(layout, planId, chosen, persona, brief));
  }
  return designs;
}

function designOf(
  layout: RoomLayout,
  planId: string,
  chosen: ReadonlyMap<string, Option>,
  persona: Persona,
  brief: DesignBrief,
): GeneratedDesign {
  const choices: Record<string, SlotChoice> = {};
  const optionOfProduct = new Map<number, Option>();
  for (const [slotId, option] of chosen) {
    choices[slotId] = { product: bomProduct(option.candidate, option.unitCents), colour: option.fit.colour };
    optionOfProduct.set(option.candidate.id, option);
  }
  const bill = billOfMaterials(layout, choices);
  const items: AiDesignItem[] = bill.groups.flatMap((group) =>
    group.lines.map((line) => {
      const option = optionOfProduct.get(line.product.id)!;
      return {
        product_id: line.product.id,
        size_id: option.candidate.sizeId,
        colour: line.colour,
        name: line.product.name,
        brand: option.candidate.brand.name,
        category: option.candidate.category,
        slot: line.slotIds[0] ?? '',
        qty: line.qty,
        unit: line.unit,
        ...(line.countedIn ? { counted_in: line.countedIn } : {}),
        unit_price_cents: line.unitPriceCents,
        line_cents: line.costCents,
        reason: reasonOf(option, persona),
      };
    }),
  );
  const materials = Object.fromEntries(
    [...chosen].map(([slotId, option]) => [slotId, option.candidate.hash]),
  );
  return {
    title: titleOf(persona, brief),
    summary: budgetSummary(bill.totalCents, brief.budgetCents),
    total_cents: bill.totalCents,
    within_budget: bill.totalCents <= brief.budgetCents,
    draft: {
      floorplan: { id: planId, ...layout.dimensions },
      floorTemplate: { id: null, materials },
    },
    items,
    render_url: null,
  };
}
