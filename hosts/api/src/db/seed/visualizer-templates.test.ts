import { slugify } from '@showroom/contract';
import { FLOOR_PLANS, layoutRoom, ROOM_TEMPLATES, slotCategories, templateSlotQuery } from '@showroom/rooms';
import { describe, expect, it } from 'vitest';
import { SEEDED_SUBS, seededCatalogue } from '../../testing/seeded-catalogue.ts';

/** The server's catalogue size (config's SEED_PRODUCTS default). */
const SERVER_PRODUCTS = 25_000;

const topSlug = (sub: (typeof SEEDED_SUBS)[number]) => slugify(sub.top.name);
const subSlug = (sub: (typeof SEEDED_SUBS)[number]) => `${topSlug(sub)}-${slugify(sub.sub.name)}`;
const SLUGS = new Set(SEEDED_SUBS.flatMap((sub) => [topSlug(sub), subSlug(sub)]));

/** Each seeded product as the product list's filters see it: its category slugs, colours and name. */
const PRODUCTS = seededCatalogue(SERVER_PRODUCTS).map(({ product }) => {
  const sub = SEEDED_SUBS.find((candidate) => candidate.id === product.category_id)!;
  return {
    categories: [topSlug(sub), subSlug(sub)],
    colours: (product.colours ?? []).map((colour) => colour.name),
    name: product.name.toLowerCase(),
  };
});

// The visualizer's slots and templates (contract) name the seed's categories and words: these checks
// fail when the seed's vocabulary and the templates drift apart.
describe('the visualizer against the seeded catalogue', () => {
  it('asks only for categories the seed makes', () => {
    for (const plan of FLOOR_PLANS) {
      for (const slot of layoutRoom(plan).slots) {
        for (const slug of slotCategories(plan.kind, slot.kind, slot.id))
          expect(SLUGS, `${plan.id} ${slot.id}`).toContain(slug);
      }
    }
  });

  it('finds a product for every slot of every template with its most exact query', () => {
    const missing: string[] = [];
    for (const template of ROOM_TEMPLATES) {
      for (const slotId of Object.keys(template.slots)) {
        const query = templateSlotQuery(template, slotId)!;
        const q = query.q?.toLowerCase();
        const found = PRODUCTS.some(
          (product) =>
            product.categories.includes(String(query.category)) &&
            (query.colour ?? []).some((colour) => product.colours.includes(colour)) &&
            (q === undefined || product.name.includes(q)),
        );
        if (!found) missing.push(`${template.id} ${slotId} ${JSON.stringify(query)}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
