/**
 * Templates (issue #13): ready material combinations for a floor plan, across brands. A template
 * names no product: each slot says what to look for (a category, colours, words of the name), so any
 * showroom resolves it to its own products through `POST /api/visualization/products`.
 */
import type { ProductListRequest } from '@showroom/contract/catalog';

/** What a template puts in a slot, as the product list's filters understand it. */
export interface MaterialChoice {
  /** A category slug the slot takes (see slotCategories). */
  category: string;
  /** Palette colour names (the list's colour facet); a product offered in any of them matches. */
  colours: readonly string[];
  /** Words of the product's name: its look or finish, e.g. 'White Oak', 'Matte Black'. */
  q?: string;
}

/** A flat colour for what no product covers: bare walls, cabinet fronts. */
export interface Paint {
  name: string;
  hex: string;
}

export interface RoomTemplate {
  /** Stable slug, stored in drafts and links: never renamed once published. */
  id: string;
  name: string;
  planId: string;
  /** The style palette it was made from (templates of one palette look alike across plans). */
  style: string;
  description: string;
  paint: { walls: Paint; cabinets: Paint };
  /** By slot id; slots left out keep the paint (walls) or stay empty until the homeowner picks. */
  slots: Readonly<Record<string, MaterialChoice>>;
}

/** The product list filters that find a template's material for one slot. */
export type TemplateSlotQuery = Pick<ProductListRequest, 'category' | 'colour' | 'q'>;

/**
 * The queries to try, most exact first: look and colour, then colour, then the category alone, so a
 * showroom that carries no such look still fills the slot with something of the category.
 */
export function templateSlotQueries(template: RoomTemplate, slotId: string): TemplateSlotQuery[] {
  const choice = template.slots[slotId];
  if (!choice) return [];
  const colour = [...choice.colours];
  const queries: TemplateSlotQuery[] = [];
  if (choice.q) queries.push({ category: choice.category, colour, q: choice.q });
  if (colour.length > 0) queries.push({ category: choice.category, colour });
  queries.push({ category: choice.category });
  return queries;
}

/** The most exact query of a template's slot, or undefined when the template leaves the slot out. */
export function templateSlotQuery(template: RoomTemplate, slotId: string): TemplateSlotQuery | undefined {
  return templateSlotQueries(template, slotId)[0];
}
